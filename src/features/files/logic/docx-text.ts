import mammoth from 'mammoth';

/** A DOCX's text, paragraphs apart by a blank line (mammoth reads it; nothing of it runs as markup). */
export async function docxText(content: Blob): Promise<string> {
  const { value } = await mammoth.extractRawText({ arrayBuffer: await content.arrayBuffer() });
  return value;
}
