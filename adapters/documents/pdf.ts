import { fileURLToPath } from 'node:url'

const FONTS = fileURLToPath(new URL('./fonts/', import.meta.url))
/** Full TTF fonts with Cyrillic, shipped with the code (never read from the system). */
export const REGULAR = `${FONTS}DejaVuSans.ttf`
export const BOLD = `${FONTS}DejaVuSans-Bold.ttf`

/** Renders a PDF with the DejaVu fonts registered as 'regular' and 'bold'; resolves to the whole file. */
export const renderPdf = async (title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> => {
  // pdfkit (~13 MB resident) is loaded with the first document, not with the server (issue 51 item 3).
  const PDFDocument = (await import('pdfkit')).default
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Producer: 'Табло' } })
    doc.registerFont('regular', REGULAR)
    doc.registerFont('bold', BOLD)
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.font('regular')
    draw(doc)
    doc.end()
  })
}
