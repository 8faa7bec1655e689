import { fileURLToPath } from 'node:url'
import PDFDocument from 'pdfkit'

const FONTS = fileURLToPath(new URL('./fonts/', import.meta.url))
/** Full TTF fonts with Cyrillic, shipped with the code (never read from the system). */
export const REGULAR = `${FONTS}DejaVuSans.ttf`
export const BOLD = `${FONTS}DejaVuSans-Bold.ttf`

/** Renders a PDF with the DejaVu fonts registered as 'regular' and 'bold'; resolves to the whole file. */
export const renderPdf = (title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> =>
  new Promise((resolve, reject) => {
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
