import { Fragment } from 'react';

/**
 * Text that may wrap just after a slash but never inside a word: "Exercising/Riding" (the spec's label, so
 * it keeps its slash) breaks as "Exercising/" and "Riding" in a narrow column instead of "Exercisin" and
 * "g/Riding", which a column that breaks long words (overflow-wrap) would otherwise do.
 */
export function SlashBreak({ text }: { text: string }) {
  const parts = text.split('/');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <>
              /<wbr />
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
