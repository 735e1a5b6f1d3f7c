import { useEffect } from 'react';

let isDone = false;

/** Rendered once a page has loaded: fades the index.html splash out over 600 ms, then removes it. */
export function SplashDone() {
  useEffect(() => {
    if (isDone) return;
    isDone = true;
    const splash = document.getElementById('splash');
    if (!splash) return;
    splash.classList.add('is-hidden');
    window.setTimeout(() => splash.remove(), 600);
  }, []);
  return null;
}
