import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemBaseScope } from './rem-base';

const root = () => document.documentElement.style.fontSize;

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('RemBaseScope', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sets the root font from the width (capped at 540), debounced 300 ms, and restores it', () => {
    vi.useFakeTimers();
    resizeTo(375);
    document.documentElement.style.fontSize = '16px';
    const view = render(
      <RemBaseScope>
        <p>大屏</p>
      </RemBaseScope>,
    );
    expect(root()).toBe('37.5px');

    resizeTo(1920);
    act(() => vi.advanceTimersByTime(299));
    expect(root()).toBe('37.5px');
    act(() => vi.advanceTimersByTime(1));
    expect(root()).toBe('54px');

    view.unmount();
    expect(root()).toBe('16px');
  });
});
