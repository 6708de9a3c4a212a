// Run before each browser test file (setupFiles run per file even without isolation): whatever
// pages and contexts a file opened are closed when it ends; the worker's Chromium stays.
import { afterAll } from 'vitest';
import { closeContexts } from './harness.ts';

afterAll(closeContexts);
