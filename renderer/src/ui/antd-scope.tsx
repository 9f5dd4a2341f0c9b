import { ConfigProvider, theme } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import type { ComponentType, ReactNode } from 'react';

dayjs.locale('es');

/** People who ask their system for less motion get no antd animations (WCAG 2.3.3). */
const reducedMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Dark theme with a violet accent: club lighting, readable contrast. */
const PULSO_THEME = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: '#a855f7',
    colorLink: '#c084fc',
    colorBgBase: '#0b0b12',
    // WCAG AA text contrast (4.5:1) on the dark surfaces: antd's dark defaults for errors
    // (#dc4446, 3.7:1), placeholders (25% white) and secondary text (45% white) fall short.
    colorError: '#f87171',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    colorTextDescription: 'rgba(255, 255, 255, 0.65)',
    borderRadius: 8,
    fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    motion: !reducedMotion,
  },
  components: {
    // A filled danger button (confirmations) carries dark text: white on the light red that
    // reads well as text on the dark theme would be 2.8:1.
    Button: { dangerColor: '#0b0b12' },
  },
};

/**
 * antd's theme, Spanish locale and dayjs locale, around one lazily loaded screen or overlay.
 * The shell and the home page are plain HTML, so antd (about 70 KB gzip with its
 * ConfigProvider) is fetched only when a screen that uses it opens: every antd surface is a
 * lazy chunk that wraps itself in this scope. Nested providers share antd's style cache.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={PULSO_THEME}>
      {children}
    </ConfigProvider>
  );
}

/** A route component inside the scope (used by the route table's lazy loaders). */
export function withAntdScope(Component: ComponentType): ComponentType {
  function Scoped() {
    return (
      <AntdScope>
        <Component />
      </AntdScope>
    );
  }
  Scoped.displayName = `AntdScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
