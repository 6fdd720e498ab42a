import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Explicit imports (no vitest globals), so Testing Library cannot clean up by itself.
afterEach(() => cleanup());

// jsdom lacks the pointer-capture and scroll APIs radix Select and Toast call on pointer events.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
