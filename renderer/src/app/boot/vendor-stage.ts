// A start stage (renderer/src/main.tsx): evaluates the chunk of the router, Redux and RTK Query.
export { createBrowserRouter } from 'react-router-dom';
export { configureStore } from '@reduxjs/toolkit';
export { Provider } from 'react-redux';
