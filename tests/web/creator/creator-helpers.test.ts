import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CORE_FOUR_TASKS,
  coreFourKey,
  loadCompleted,
  localDay,
  progressPercent,
  saveCompleted,
} from '../../../src/web/features/creator/core-four.js';
import { canLeaveStep, emptyUploadForm, validateFields, type UploadForm } from '../../../src/web/features/creator/upload-form.js';

const MB = 1024 * 1024;
const fileOf = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const filled: UploadForm = {
  ...emptyUploadForm,
  title: 'Morning Calm',
  description: 'A grounding practice',
  categoryId: '3',
  price: '25',
  file: fileOf('calm.pdf'),
};

describe('upload wizard checks', () => {
  it('enables Next on step 1 only with title, description and category', () => {
    expect(canLeaveStep(0, { ...filled, title: '' })).toBe(false);
    expect(canLeaveStep(0, { ...filled, description: '' })).toBe(false);
    expect(canLeaveStep(0, { ...filled, categoryId: '' })).toBe(false);
    expect(canLeaveStep(0, filled)).toBe(true);
  });

  it('enables Next on step 2 only with a price and an accepted file', () => {
    expect(canLeaveStep(1, { ...filled, price: '' })).toBe(false);
    expect(canLeaveStep(1, { ...filled, file: null })).toBe(false);
    // A file the checks refuse keeps Next off, beside its error.
    expect(canLeaveStep(1, { ...filled, file: fileOf('setup.exe') })).toBe(false);
    expect(canLeaveStep(1, filled)).toBe(true);
    expect(canLeaveStep(2, filled)).toBe(false);
  });

  it('gives the spec messages for each bad field', () => {
    const errors = validateFields(['title', 'categoryId', 'price', 'subscriptionInterval', 'trialDays'], {
      ...filled,
      title: '   ',
      categoryId: '',
      price: '0',
      isSubscription: true,
      subscriptionInterval: '',
      trialDays: '400',
    });
    expect(errors).toEqual({
      title: 'Title is required',
      categoryId: 'Category is required',
      price: 'Price must be a valid positive number',
      subscriptionInterval: 'Subscription interval is required for subscription products',
      trialDays: 'Trial days must be a whole number from 0 to 365',
    });
    // The interval rule holds even while another field fails to parse.
    expect(
      validateFields(['subscriptionInterval'], { ...filled, file: fileOf('setup.exe'), isSubscription: true, trialDays: 'x' })
        .subscriptionInterval,
    ).toBe('Subscription interval is required for subscription products');
    expect(validateFields(['price'], { ...filled, price: 'abc' }).price).toBe('Price must be a valid positive number');
    expect(
      validateFields(['trialDays'], { ...filled, isSubscription: true, subscriptionInterval: 'month', trialDays: '1.5' })
        .trialDays,
    ).toBeDefined();
  });

  it('checks only the fields asked for, and passes a complete form', () => {
    expect(validateFields(['title'], { ...filled, price: '0' })).toEqual({});
    expect(
      validateFields(
        ['title', 'description', 'categoryId', 'tags', 'price', 'file', 'subscriptionInterval', 'trialDays'],
        filled,
      ),
    ).toEqual({});
    expect(
      validateFields(['subscriptionInterval', 'trialDays'], {
        ...filled,
        isSubscription: true,
        subscriptionInterval: 'year',
        trialDays: '365',
      }),
    ).toEqual({});
  });

  it('refuses files of other types or over 100MB before uploading', () => {
    expect(validateFields(['file'], { ...filled, file: fileOf('setup.exe') }).file).toMatch(/File type not accepted/);
    expect(validateFields(['file'], { ...filled, file: fileOf('BOOK.EPUB') }).file).toBeUndefined();
    const huge = { name: 'big.mp4', size: 100 * MB + 1 } as File;
    expect(validateFields(['file'], { ...filled, file: huge }).file).toBe('File is larger than the 100 MB limit');
    expect(validateFields(['file'], { ...filled, file: null }).file).toBe('A file is required');
  });
});

describe('Energetic Core Four', () => {
  const store = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
    key: (index: number) => [...store.keys()][index] ?? null,
    get length() {
      return store.size;
    },
  };
  beforeEach(() => {
    store.clear();
    Object.assign(globalThis, { window: { localStorage } });
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('has four tasks of 15, 20, 15 and 10 minutes', () => {
    expect(CORE_FOUR_TASKS.map((task) => task.timeEstimate)).toEqual([15, 20, 15, 10]);
  });

  it('keeps each calendar day separately and starts a new day empty', () => {
    saveCompleted('2026-11-21', ['ground', 'create']);
    expect(loadCompleted('2026-11-21')).toEqual(['ground', 'create']);
    expect(loadCompleted('2026-11-22')).toEqual([]);
    saveCompleted('2026-11-22', ['reflect']);
    // The previous day's record is dropped once a new day is saved.
    expect(store.has(coreFourKey('2026-11-21'))).toBe(false);
    expect(loadCompleted('2026-11-22')).toEqual(['reflect']);
  });

  it('ignores unreadable or unknown stored values', () => {
    store.set(coreFourKey('2026-11-22'), 'not json');
    expect(loadCompleted('2026-11-22')).toEqual([]);
    store.set(coreFourKey('2026-11-22'), JSON.stringify(['ground', 'hack', 7]));
    expect(loadCompleted('2026-11-22')).toEqual(['ground']);
  });

  it('names the local day and shows progress as a share of four', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect([0, 1, 2, 3, 4].map(progressPercent)).toEqual([0, 25, 50, 75, 100]);
  });
});
