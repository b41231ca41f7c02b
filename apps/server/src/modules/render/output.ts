import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import PDFDocument from 'pdfkit';
import { FONT_FAMILY, type Picture } from './svg.js';

/*
 * One SVG, two outputs (docs/decisions.md D43): resvg rasterises it to PNG, and svg-to-pdfkit
 * draws it into a PDF page as vectors with real, selectable text. Both use the DejaVu Sans TTF
 * files of the `dejavu-fonts-ttf` package and never the machine's fonts, so a picture is the same
 * wherever the server runs.
 */

const require = createRequire(import.meta.url);

/** svg-to-pdfkit ships no types: the part of its API used here. */
type SvgToPdf = (
  doc: PDFKit.PDFDocument,
  svg: string,
  x: number,
  y: number,
  options: { width: number; height: number; assumePt: boolean; fontCallback: (family: string, bold: boolean) => string },
) => void;
const SVGtoPDF = require('svg-to-pdfkit') as SvgToPdf;
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export function svgToPng(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    font: { fontFiles: [FONT_FILES.regular, FONT_FILES.bold], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
    background: '#FFFFFF',
  });
  return resvg.render().asPng();
}

/** The largest page side PDF readers handle (Acrobat: 200 inches). */
const MAX_PAGE_POINTS = 14_400;
/** CSS pixels to PDF points. */
const POINTS_PER_PIXEL = 0.75;

/** Pages of one document, each its own SVG (a long timeline paginates, docs/decisions.md D52), at one scale. */
export function svgToPdf(pages: readonly Picture[], info: { title: string }): Promise<Buffer> {
  const widest = Math.max(...pages.map((page) => page.width));
  const tallest = Math.max(...pages.map((page) => page.height));
  const scale = Math.min(POINTS_PER_PIXEL, MAX_PAGE_POINTS / widest, MAX_PAGE_POINTS / tallest);
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: info.title, Producer: 'Plotline' } });
  doc.registerFont(FONT_FAMILY, FONT_FILES.regular);
  doc.registerFont(`${FONT_FAMILY} Bold`, FONT_FILES.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const picture of pages) {
    const size = { width: picture.width * scale, height: picture.height * scale };
    doc.addPage({ size: [size.width, size.height], margin: 0 });
    SVGtoPDF(doc, picture.svg, 0, 0, {
      ...size,
      assumePt: false,
      fontCallback: (_family: string, bold: boolean) => (bold ? `${FONT_FAMILY} Bold` : FONT_FAMILY),
    });
  }
  doc.end();
  return done;
}
