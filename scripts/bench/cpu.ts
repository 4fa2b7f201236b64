import { getDocumentProxy, extractText as unpdfExtract } from 'unpdf'
import { syntheticCv } from '../../tests/fixtures/synthetic-cv'
import { textToPdf } from '../../tests/fixtures/synthetic-pdf'
import { extractText } from '../../worker/engine/documents'
import { parseCv } from '../../worker/engine/parsing'

const N = 40

/** CPU ms per document: the whole embedded pipeline against unpdf text extraction alone (the floor). */
export async function cpuBench() {
  const pdfs = await Promise.all(Array.from({ length: N }, (_, i) => textToPdf(syntheticCv(2000 + i).text)))
  // Warm both paths (pdf.js loads lazily; taxonomy indexes build once).
  await unpdfExtract(await getDocumentProxy(pdfs[0]!.slice()), { mergePages: true })
  parseCv((await extractText(pdfs[0]!.slice())).text)

  const floorStart = process.cpuUsage()
  for (const pdf of pdfs) await unpdfExtract(await getDocumentProxy(pdf.slice()), { mergePages: true })
  const floor = cpuMs(process.cpuUsage(floorStart)) / N

  const extractStart = process.cpuUsage()
  const texts: string[] = []
  for (const pdf of pdfs) texts.push((await extractText(pdf.slice())).text)
  const extract = cpuMs(process.cpuUsage(extractStart)) / N

  const parseStart = process.cpuUsage()
  for (const text of texts) parseCv(text)
  const parse = cpuMs(process.cpuUsage(parseStart)) / N

  console.info(`\nCPU per 2-page PDF CV (Node ${process.version}, ${N} synthetic CVs, warm)\n`)
  console.info('| step | CPU ms / document | vs unpdf floor |')
  console.info('|---|---:|---:|')
  console.info(`| unpdf extractText alone (floor) | ${floor.toFixed(2)} | 1.00 |`)
  console.info(`| engine text extraction (layout-aware) | ${extract.toFixed(2)} | ${(extract / floor).toFixed(2)} |`)
  console.info(`| parseCv | ${parse.toFixed(2)} | ${(parse / floor).toFixed(2)} |`)
  console.info(
    `| whole embedded pipeline | ${(extract + parse).toFixed(2)} | ${((extract + parse) / floor).toFixed(2)} |`,
  )
}

function cpuMs(usage: NodeJS.CpuUsage) {
  return (usage.user + usage.system) / 1000
}
