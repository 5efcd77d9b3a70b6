import { afterEach, describe, expect, it } from 'vitest';
import { keepOneSoundAtATime } from '../../../src/web/lib/one-sound';

/** jsdom plays nothing: an element "plays" when its paused flag is off and `play` is dispatched, as a browser does. */
function media(tag: 'audio' | 'video') {
  const element = document.createElement(tag);
  let paused = true;
  Object.defineProperty(element, 'paused', { get: () => paused });
  element.pause = () => {
    paused = true;
  };
  document.body.append(element);
  return {
    element,
    start() {
      paused = false;
      element.dispatchEvent(new Event('play'));
    },
  };
}

let stop = () => {};
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

describe('one sound at a time', () => {
  it('pauses every other playing audio or video when one starts, whichever it is', () => {
    stop = keepOneSoundAtATime(document);
    const track = media('audio');
    const preview = media('audio');
    const video = media('video');
    track.start();
    expect(track.element.paused).toBe(false);
    preview.start();
    expect(track.element.paused).toBe(true);
    expect(preview.element.paused).toBe(false);
    video.start();
    expect(preview.element.paused).toBe(true);
    track.start();
    expect(video.element.paused).toBe(true);
    expect(track.element.paused).toBe(false);
  });

  it('leaves the elements alone once removed', () => {
    stop = keepOneSoundAtATime(document);
    stop();
    const first = media('audio');
    const second = media('audio');
    first.start();
    second.start();
    expect(first.element.paused).toBe(false);
  });
});
