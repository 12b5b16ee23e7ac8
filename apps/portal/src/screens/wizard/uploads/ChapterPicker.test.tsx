import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChapterPicker } from './ChapterPicker.tsx';

/** An MP3 chapter: MPEG-1 Layer III frames behind an ID3v2.4 tag, as encoders write them. */
function mp3(name: string): File {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  const id3 = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0]);
  return new File([id3, frame, frame], name, { type: 'audio/mpeg' });
}

function Harness({ onRefused }: { onRefused: () => void }) {
  const [chapters, setChapters] = useState<File[]>([]);
  return <ChapterPicker chapters={chapters} onChange={setChapters} onRefused={onRefused} />;
}

describe('ChapterPicker', () => {
  it('keeps MP3 chapters in the order of their names and refuses other files by content', async () => {
    const user = userEvent.setup();
    const refused = vi.fn();
    render(<Harness onRefused={refused} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, [
      mp3('chapter-10.mp3'),
      mp3('chapter-2.mp3'),
      new File(['not audio'], 'chapter-3.mp3', { type: 'audio/mpeg' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Chapters' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['chapter-2.mp3', 'chapter-10.mp3']);
    expect(refused).toHaveBeenCalledWith(['.mp3']);
    await user.click(screen.getByRole('button', { name: 'Remove chapter-2.mp3' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });
});
