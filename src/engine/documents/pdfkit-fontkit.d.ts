import type { Font } from 'fontkit';

// pdfkit takes a parsed fontkit font as well as a file (PDFFontFactory.open checks for `layout`);
// its type definitions list only files.
declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      registerFont(name: string, src: Font): this;
    }
  }
}
