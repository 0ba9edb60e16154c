import { bytesToBase64 } from '../../../fake-api/base64';

/** What a PDF's text string cannot carry as is: the three characters PDF escapes; the rest kept to ASCII. */
const pdfText = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A one-page PDF with a few lines of text, as a data URL: what the seed's invoices and the simulated
 * customers' documents open as (there is no file store behind the fake backend). Its cross-reference
 * table is computed, so a PDF viewer opens it without repairing it.
 */
export const pdfDataUrl = (lines: readonly string[]): string => {
  const content = ['BT', '/F1 12 Tf', '50 780 Td', '16 TL', ...lines.map((line) => `(${pdfText(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return `data:application/pdf;base64,${bytesToBase64(new TextEncoder().encode(body))}`;
};

/** The size in bytes of the file a base64 data URL holds. */
export const dataUrlBytes = (url: string): number => {
  const base64 = url.slice(url.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
};
