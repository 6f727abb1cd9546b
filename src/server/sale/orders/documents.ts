import bwipjs from 'bwip-js/node'
import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts, rgb } from 'pdf-lib'
import QRCode from 'qrcode'
import { formatDigitableLine } from '../../../domain/boleto.ts'
import { formatCpf } from '../../../domain/cpf.ts'
import { formatBRL } from '../../../domain/money.ts'
import { orderItemText } from '../../../domain/order.ts'
import { formatDateBR } from '../../../domain/trip-dates.ts'
import type { OrderRow } from './queries.ts'

/** The BR Code as a QR image: an SVG data URL (small, sharp at any size). */
export async function pixQrDataUrl(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/**
 * The order's bank slips, one A4 page each: payee, payer, amount, due date, the linha digitável
 * and the Interleaved 2 of 5 barcode (drawn by bwip-js). The first slip's linha digitável is
 * also the document's subject, so it can be found without rendering the page.
 */
export async function boletoPdf(order: OrderRow, merchantName: string): Promise<Uint8Array> {
  const slips = order.boletoSlips ?? []
  if (slips.length === 0) throw new Error(`order ${order.code} has no bank slip`)
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Boleto ${order.code}`)
  // Plain (not UTF-16 hex) strings, so the digits can be found in the file as they are.
  const info = pdf.context.lookup(pdf.context.trailerInfo.Info, PDFDict)
  info.set(PDFName.of('Subject'), PDFString.of(slips[0]!.digitableLine))
  info.set(PDFName.of('Keywords'), PDFString.of(slips.map((slip) => slip.digitableLine).join(' ')))
  pdf.setCreator('Roteiro')
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  for (const slip of slips) {
    const page = pdf.addPage([595.28, 841.89])
    let y = 780
    const line = (label: string, value: string, size = 11) => {
      page.drawText(label, { x: 50, y, size: 8, font: regular, color: rgb(0.35, 0.35, 0.35) })
      page.drawText(value, { x: 50, y: y - 14, size, font: bold })
      y -= 38
    }
    page.drawText('Boleto bancário', { x: 50, y, size: 18, font: bold })
    page.drawText(`Pedido ${order.code} · parcela ${slip.number} de ${slips.length}`, { x: 300, y: y + 2, size: 10, font: regular })
    y -= 40
    line('Beneficiário', merchantName)
    line('Pagador', `${order.payer.name} · CPF ${formatCpf(order.payer.cpf)}`)
    line('Referente a', orderItemText(order))
    line('Vencimento', formatDateBR(slip.dueDate))
    line('Valor do documento', formatBRL(slip.amountCents))
    line('Linha digitável', formatDigitableLine(slip.digitableLine), 13)
    const barcode = await bwipjs.toBuffer({ bcid: 'interleaved2of5', text: slip.barcode, scale: 2, height: 13, includetext: false })
    const image = await pdf.embedPng(barcode)
    const width = 103 * 2.83465 // 103 mm, the slip's barcode width
    page.drawImage(image, { x: 50, y: y - 50, width, height: 13 * 2.83465 })
    page.drawText('Pagável em qualquer banco, lotérica ou aplicativo até o vencimento. A confirmação pode levar de algumas horas a alguns dias.', {
      x: 50,
      y: y - 80,
      size: 8,
      font: regular,
      maxWidth: 495,
    })
  }
  return pdf.save({ useObjectStreams: false })
}
