/**
 * One sound at a time: when any audio or video element in the document starts playing, every other one that plays
 * is paused. `play` does not bubble, so one listener in the capture phase hears every media element the app starts
 * (the layout's player, a product page's preview, a purchased video), with no element knowing of the others.
 * Returns the function that removes the listener.
 */
export function keepOneSoundAtATime(root: Document): () => void {
  const onPlay = (event: Event) => {
    const started = event.target;
    if (!(started instanceof HTMLMediaElement)) return;
    for (const media of root.querySelectorAll<HTMLMediaElement>('audio, video')) {
      if (media !== started && !media.paused) media.pause();
    }
  };
  root.addEventListener('play', onPlay, true);
  return () => root.removeEventListener('play', onPlay, true);
}
