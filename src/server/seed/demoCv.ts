/**
 * A one-page PDF CV for a demo applicant, so that the review queue has a file to open. Built by hand:
 * one page, one font (Helvetica, which every reader has), the lines of text, and the cross-reference
 * table with the byte offset of each object.
 */
export function demoCvPdf(lines: string[]): Buffer {
  // PDF strings escape backslashes and parentheses; Helvetica's standard encoding has no "ı", so
  // text outside Latin-1 is spelled with its nearest Latin letter.
  const text = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/ı/g, 'i')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[\\()]/g, (c) => `\\${c}`);
  const body = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 72 ${760 - i * 22} Td (${text(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
