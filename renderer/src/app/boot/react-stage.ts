// One of the app's start stages (renderer/src/main.tsx): importing this module evaluates the
// chunk that holds React. Named exports, not the whole package, so the bundle keeps only what
// the app uses.
export { hydrateRoot, createRoot } from 'react-dom/client';
