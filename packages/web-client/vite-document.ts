/** What differs between the two apps' pages: the language, the title and the head's tags. */
export interface AppDocument {
  lang: string;
  title: string;
  /** The head's tags between the charset and the title (viewport, icon, ...). */
  head: string[];
}

/**
 * Writes both apps' index.html from one skeleton (the root element and the entry script), before
 * vite reads it: each app's index.html only names this plugin. The app's other HTML plugins (the
 * member app's early start and preloads, the PWA) add their tags after.
 */
export function appDocument({ lang, title, head }: AppDocument) {
  const page = [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '  <head>',
    '    <meta charset="UTF-8" />',
    ...head.map((tag) => `    ${tag}`),
    `    <title>${title}</title>`,
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '    <script type="module" src="/src/main.tsx"></script>',
    '  </body>',
    '</html>',
    '',
  ].join('\n');
  return {
    name: 'app-document',
    transformIndexHtml: { order: 'pre' as const, handler: () => page },
  };
}
