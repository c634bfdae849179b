export { createTranslate, defaultTranslations, type Translate, type Translations, type TranslationTree } from './translate';
