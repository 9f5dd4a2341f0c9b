import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import type { PDFRawStream } from 'pdf-lib';

/**
 * Reads back a PDF that pdf-lib drew with standard fonts: its pages, the text of each shown
 * string (WinAnsi hex strings in the content streams, decoded as Latin-1, which matches
 * WinAnsi for every Spanish letter) and the subtypes of the images its first page embeds.
 */
export async function readPdf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref))
      : [contents];
  const operators = streams
    .map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1'))
    .join('\n');
  const lines = [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) =>
    Buffer.from(m[1]!, 'hex').toString('latin1'),
  );
  const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const images = [...(xobjects?.entries() ?? [])]
    .map(([, ref]) => (doc.context.lookup(ref) as PDFRawStream).dict)
    .filter((dict) => dict.get(PDFName.of('Subtype'))?.toString() === '/Image')
    .map((dict) => ({
      width: Number(dict.get(PDFName.of('Width'))?.toString()),
      height: Number(dict.get(PDFName.of('Height'))?.toString()),
    }));
  return {
    pageCount: doc.getPageCount(),
    text: lines.join('\n'),
    lines,
    images,
    title: doc.getTitle(),
  };
}
