import { useEffect, useState } from 'react';
import { LoadingMessage } from '@/components/status-message';

/** Draws `text` as a QR code, by the qrcode library: loaded on first use, a chunk of its own. */
async function qrImage(text: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 208 });
}

/**
 * A QR code as an image with its alternative text. When it cannot be drawn, it says so: the
 * page offers the same content as text beside it.
 */
export function QrCode({ text, alt }: { text: string; alt: string }) {
  const [drawn, setDrawn] = useState<{ text: string; src: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    qrImage(text).then(
      (src) => live && setDrawn({ text, src }),
      () => live && setDrawn({ text, src: null }),
    );
    return () => {
      live = false;
    };
  }, [text]);

  if (drawn?.text !== text) return <LoadingMessage>Drawing the QR code…</LoadingMessage>;
  if (!drawn.src)
    return <p className="field-hint">The QR code could not be drawn here: use the key below.</p>;
  return <img className="qr-code" src={drawn.src} alt={alt} width={208} height={208} />;
}
