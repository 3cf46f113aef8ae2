/** The back-office's previews of the member site (ADR 0120). */
export const enSettingsPreview = {
  'settings.memberPreview.contact': 'The contact page as members will see it',
  'settings.memberPreview.sources': "The registration's source list as members will see it",
  'settings.memberPreview.banks': "The registration's bank list as members will see it",
  'settings.memberPreview.language': 'Language of the preview',
  'settings.memberPreview.note':
    'Drawn from the values on screen, before they are saved; a missing translation shows the Thai text, as members get it.',
  'settings.memberPreview.siteTh': 'Thai site',
  'settings.memberPreview.siteLa': 'Lao site',
};
