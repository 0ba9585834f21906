import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssumedWidth, matchesWidth, useMediaQuery } from './use-media-query';

function Layout() {
  return <p>{useMediaQuery('(min-width: 1024px)', true) ? 'wide' : 'narrow'}</p>;
}

const screenOf = (width: number) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matchesWidth(query, width) ?? false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useMediaQuery', () => {
  it('reads min-width and max-width queries in px and rem at a width', () => {
    expect(matchesWidth('(min-width: 1024px)', 1280)).toBe(true);
    expect(matchesWidth('(min-width: 1024px)', 360)).toBe(false);
    expect(matchesWidth('(max-width: 639px)', 360)).toBe(true);
    expect(matchesWidth('(min-width: 40rem)', 640)).toBe(true);
    expect(matchesWidth('(prefers-reduced-motion: reduce)', 360)).toBeUndefined();
  });

  it('follows the screen in the browser', () => {
    screenOf(360);
    render(<Layout />);
    expect(screen.getByText('narrow')).toBeInTheDocument();
  });

  it('hydrates a page drawn for an assumed width without a mismatch, then follows the screen', async () => {
    // Drawn on the server for a phone (the query's own fallback would say wide); opened on a laptop.
    const drawn = renderToString(
      <AssumedWidth width={360}>
        <Layout />
      </AssumedWidth>,
    );
    expect(drawn).toContain('narrow');
    screenOf(1280);
    const container = document.createElement('div');
    container.innerHTML = drawn;
    document.body.append(container);
    const errors: unknown[] = [];
    // Hydrating by hand, outside Testing Library's render: tell React this is a test.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    await act(async () => {
      hydrateRoot(
        container,
        <AssumedWidth width={360}>
          <Layout />
        </AssumedWidth>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('wide');
    container.remove();
  });
});
