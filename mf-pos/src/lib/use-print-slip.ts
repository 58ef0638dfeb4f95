import { useEffect, useState } from 'react';

/** Mounts one slip at a time and prints it (two mounted slips would print together). */
export function usePrintSlip<K extends string>() {
  const [printing, setPrinting] = useState<K | null>(null);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done, { once: true });
    const timer = window.setTimeout(() => window.print(), 0);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', done);
    };
  }, [printing]);
  return { printing, print: setPrinting };
}
