// The seal of a signed contract: @signpdf signing a real contract (its placeholder in place)
// with our signer (cms-signature.ts: node-forge's CMS structure, Node's SHA-256 and RSA)
// against @signpdf/signer-p12 (node-forge throughout, its PKCS#12 file parsed for every
// signature), taking turns in rounds. Both must make the same bytes. Goal: ours / signer-p12
// <= 1; otherwise the library does the job as well and replaces ours (docs/decisions/050).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contractSealSigner, loadContractSeal, renderSignedContract } from '@pod-portal/api';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { sampleContractTask } from './sample-contract.ts';

const RUNS = Number(process.env.BENCH_SEALS || 30);
const seal = loadContractSeal({
  kind: 'generated',
  dir: mkdtempSync(join(tmpdir(), 'seal-bench-')),
});
const signedAt = new Date('2026-11-26T07:30:00Z');
type Signer = Awaited<ReturnType<typeof contractSealSigner>>;

/** The seal as the PKCS#12 file an operator gives (AES-256, as OpenSSL 3 writes by default). */
function p12Of(passphrase: string): Buffer {
  const p12 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(seal.keyPem),
    seal.certificatePems.map((pem) => forge.pki.certificateFromPem(pem)),
    passphrase,
    { algorithm: 'aes256' },
  );
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/** A real signed contract (the sample, with its certificate page), with a new seal's placeholder. */
async function contractWithPlaceholder(): Promise<Buffer> {
  const { pdf } = await renderSignedContract(sampleContractTask(seal, signedAt));
  const document = await PDFDocument.load(pdf);
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: 'bench',
    contactInfo: 'bench@example.co.za',
    name: seal.signerName,
    location: 'Rosebank',
    signingTime: signedAt,
  });
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

async function timePerSeal(pdf: Buffer, signer: () => Signer): Promise<number> {
  for (let i = 0; i < 3; i += 1) await new SignPdf().sign(pdf, signer(), signedAt);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await new SignPdf().sign(pdf, signer(), signedAt);
    times.push(performance.now() - started);
  }
  return median(times);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const pdf = await contractWithPlaceholder();
const ours = await contractSealSigner(seal);
const p12 = p12Of('bench');
// A P12Signer signs once: its first signature reads the file's buffer to the end.
const library = () => new P12Signer(p12, { passphrase: 'bench' });
const sameBytes = (await ours.sign(pdf, signedAt)).equals(await library().sign(pdf, signedAt));
console.log(`the two CMS signatures are ${sameBytes ? 'the same bytes' : 'DIFFERENT'}`);
if (!sameBytes) process.exitCode = 1;

const ratios: number[] = [];
for (let round = 0; round < 5; round += 1) {
  const libraryMs = await timePerSeal(pdf, library);
  const oursMs = await timePerSeal(pdf, () => ours);
  ratios.push(oursMs / libraryMs);
  console.log(
    `round ${round + 1}: sealing a ${Math.round(pdf.length / 1024)} KB contract: ours ${oursMs.toFixed(1)} ms, signer-p12 ${libraryMs.toFixed(1)} ms`,
  );
}
console.log(
  `time per seal, ours / @signpdf/signer-p12 (median of 5 rounds): ${median(ratios).toPrecision(2)} (goal <= 1)`,
);
