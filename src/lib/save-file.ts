/** Hands a Blob to the browser as a download named `name` (works in both homes: no navigation). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has started from the URL by now; it is freed a little later to be sure.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
