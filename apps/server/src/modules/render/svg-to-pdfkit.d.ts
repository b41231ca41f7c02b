/** The package ships no types; this is the part of its API the renderer uses (output.ts). */
declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    width?: number;
    height?: number;
    /** Read unitless SVG numbers as points (false: as CSS pixels, scaled by width/height). */
    assumePt?: boolean;
    /** The registered pdfkit font for an SVG font family, weight and style. */
    fontCallback?: (family: string, bold: boolean, italic: boolean) => string;
  }
  function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options?: SvgToPdfOptions): void;
  export default SVGtoPDF;
}
