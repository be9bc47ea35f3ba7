import { useEffect, useRef, useState } from 'react';

export const UPDATED_FLASH_MS = 2000;

/** True for 2 s whenever `files` changes identity (product spec: "Updated!" flash); not on first mount. */
export function useUpdatedFlash(files: unknown): boolean {
  const [visible, setVisible] = useState(false);
  // Comparing with the last seen value (not a "first render" flag) keeps StrictMode's double effects quiet.
  const lastSeen = useRef(files);
  useEffect(() => {
    if (lastSeen.current === files) return;
    lastSeen.current = files;
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), UPDATED_FLASH_MS);
    return () => clearTimeout(timer);
  }, [files]);
  return visible;
}
