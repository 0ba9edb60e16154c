import { formatRupiah } from '../../../../domain/format';

/**
 * The pictures seed orders carry: small SVG data URLs drawn from the order itself (there is no file
 * store behind the fake backend, and a path to one would show a broken image). Each stays under 1 KB
 * so a large seed does not grow by megabytes of pictures.
 */

/** Characters a data URL carries as they are: percent-encoding them only made the picture longer. */
const KEPT = /%(20|27|2B|2C|2F|3A|3B|3D|40)/g;

/** Percent-encodes what a data URL or its SVG cannot carry as is; quotes are single in the SVG. */
const svgDataUrl = (svg: string): string =>
  `data:image/svg+xml;utf8,${encodeURIComponent(svg.replace(/\s+/g, ' ')).replace(KEPT, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))}`;

/** What goes inside an SVG text element: the five characters XML reserves, escaped. */
const xmlText = (text: string): string =>
  text.replace(/[&<>'"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

const TRANSFER_BANKS = ['BCA', 'Mandiri', 'BRI', 'BNI'] as const;

/** The bank a customer transferred from: fixed per order so a receipt never changes between loads. */
export const transferBank = (orderId: number): string => TRANSFER_BANKS[orderId % TRANSFER_BANKS.length] ?? 'BCA';

interface Receipt {
  title: string;
  bank: string;
  amount: number;
  code: string;
  /** Jakarta date and time as printed on the receipt. */
  when: string;
}

const receipt = ({ title, bank, amount, code, when }: Receipt): string =>
  svgDataUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' width='320' height='190'>` +
      `<rect width='320' height='190' rx='8' fill='#f5f7fa' stroke='#ccd'/>` +
      `<rect width='320' height='40' rx='8' fill='#1565c0'/>` +
      `<g font-family='sans-serif' fill='#223'>` +
      `<text x='14' y='26' fill='#fff' font-size='15' font-weight='700'>${xmlText(`${bank} - ${title}`)}</text>` +
      `<text x='14' y='68' font-size='12'>Jumlah</text>` +
      `<text x='14' y='96' font-size='22' font-weight='700'>${xmlText(formatRupiah(amount))}</text>` +
      `<text x='14' y='128' font-size='12'>Berita: ${xmlText(code)}</text>` +
      `<text x='14' y='150' font-size='12'>${xmlText(when)} WIB</text>` +
      `</g></svg>`,
  );

const jakartaStamp = (at: string): string => {
  const local = new Date(Date.parse(at) + 7 * 60 * 60 * 1000).toISOString();
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
};

/** A customer's proof of transfer: bank, amount, the transaction code as the transfer's note, and time. */
export const transferReceiptUrl = (orderId: number, amount: number, code: string, at: string): string =>
  receipt({ title: 'Transfer Berhasil', bank: transferBank(orderId), amount, code, when: jakartaStamp(at) });

/** The shop's proof of a refund transfer back to the customer. */
export const refundReceiptUrl = (orderId: number, amount: number, code: string, at: string): string =>
  receipt({ title: 'Refund Dikirim', bank: transferBank(orderId), amount, code, when: jakartaStamp(at) });

/** A delivery photo placeholder: a parcel at a door, with the transaction code and the recipient. */
export const deliveryPhotoUrl = (code: string, recipient: string): string =>
  svgDataUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' width='320' height='200'>` +
      `<rect width='320' height='200' fill='#dfe9f3'/>` +
      `<rect y='140' width='320' height='60' fill='#9a8f7d'/>` +
      `<rect x='40' y='40' width='90' height='120' fill='#7b4f2c'/>` +
      `<rect x='160' y='105' width='70' height='50' fill='#c8a165' stroke='#8a6a3a'/>` +
      `<path d='M160 118h70M195 105v50' stroke='#8a6a3a'/>` +
      `<g font-family='sans-serif' font-size='12' fill='#fff'>` +
      `<text x='10' y='178'>Foto bukti pengiriman ${xmlText(code)}</text>` +
      `<text x='10' y='194'>Diterima: ${xmlText(recipient)}</text>` +
      `</g></svg>`,
  );
