import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Mantine reads matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Testing Library cleans up after each test only with Vitest globals, which this project does not use.
afterEach(() => cleanup());
