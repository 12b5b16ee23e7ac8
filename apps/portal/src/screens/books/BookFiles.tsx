import { fileExtension } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Button, Link, PdfViewer } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { accessTokenQuery } from '../../api/access-token-query.ts';
import { PreflightFindings } from '../wizard/index.ts';
import { fileUrl } from './file-url.ts';

type BookDetail = components['schemas']['BookDetail'];
type StoredFile = components['schemas']['StoredFile'];

const ofKind = (files: readonly StoredFile[], kind: 'book' | 'cover' | 'thumbnail') =>
  files.find((file) => file.kind === kind || (!file.kind && file.filename.includes(kind)));

/**
 * What the server's preflight found in a stored book file or cover: every graded finding with
 * its page's thumbnail (the stored file read by ranges), or, for a file checked before graded
 * checks were kept, the texts it found then. Nothing while unchecked or fine.
 */
function StoredFileFindings({ file, token }: { file: StoredFile; token: string }) {
  if (file.checks && file.checks.length > 0)
    return (
      <PreflightFindings
        file={{ name: file.filename, url: fileUrl(file.fileBuffer, token) }}
        findings={file.checks}
      />
    );
  if (file.checks || !file.findings || file.findings.length === 0) return null;
  return (
    <div className="upload-findings">
      <p>Our check of {file.filename} found:</p>
      <ul>
        {file.findings.map((finding) => (
          <li key={finding}>{finding}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The cover thumbnail, the book PDF in a viewer (loaded only when asked for; a Word document or
 * an EPUB is downloaded instead), what the server's preflight found in the book file and cover,
 * and downloads of the book file, the cover and the audio chapters.
 */
export function BookFiles({ title, detail }: { title: string; detail: BookDetail }) {
  const { pod } = useRouteContext({ from: '__root__' });
  const token = useQuery(accessTokenQuery(pod)).data;
  const [viewing, setViewing] = useState(false);
  if (token === undefined) return null;
  const book = ofKind(detail.bookFiles, 'book');
  const cover = ofKind(detail.bookFiles, 'cover');
  const thumbnail = ofKind(detail.bookFiles, 'thumbnail');
  const downloads = [
    ...(book ? [{ label: 'Download book file', file: book }] : []),
    ...(cover ? [{ label: 'Download cover', file: cover }] : []),
    ...detail.audioFiles.map((file, index) => ({
      label: `Download audio chapter ${index + 1}`,
      file,
    })),
  ];
  return (
    <div className="app-form">
      {thumbnail && (
        <img
          className="app-thumbnail"
          src={fileUrl(thumbnail.fileBuffer, token)}
          alt={`Cover of ${title}`}
        />
      )}
      {book && fileExtension(book.filename) === '.pdf' && (
        <div>
          <Button variant="secondary" onPress={() => setViewing((was) => !was)}>
            {viewing ? 'Hide book' : 'View book'}
          </Button>
          {viewing && <PdfViewer src={fileUrl(book.fileBuffer, token)} title={title} />}
        </div>
      )}
      {[book, cover].map(
        (file) => file && <StoredFileFindings key={file.fileBuffer} file={file} token={token} />,
      )}
      {downloads.length > 0 && (
        <ul className="app-downloads" aria-label="Downloads">
          {downloads.map(({ label, file }) => (
            <li key={file.fileBuffer}>
              <Link href={fileUrl(file.fileBuffer, token)} download={file.filename} variant="ghost">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
