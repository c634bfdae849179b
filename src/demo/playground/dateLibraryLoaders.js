// The date libraries other than dayjs, and their adapters. Plain JavaScript on purpose: their type
// declarations augment the pickers' date type, which would leak into every demo of the root
// TypeScript program (see tsconfig/README.md). `dateLibraryLoaders.d.ts` types the export.
export const dateLibraryLoaders = {
  '@mui/x-date-pickers/AdapterDateFns': () => import('@mui/x-date-pickers/AdapterDateFns'),
  '@mui/x-date-pickers/AdapterDateFnsJalali': () => import('@mui/x-date-pickers/AdapterDateFnsJalali'),
  '@mui/x-date-pickers/AdapterLuxon': () => import('@mui/x-date-pickers/AdapterLuxon'),
  '@mui/x-date-pickers/AdapterMoment': () => import('@mui/x-date-pickers/AdapterMoment'),
  '@mui/x-date-pickers/AdapterMomentHijri': () => import('@mui/x-date-pickers/AdapterMomentHijri'),
  'date-fns': () => import('date-fns'),
  'date-fns/locale/fr': () => import('date-fns/locale/fr'),
  'date-fns/locale/de': () => import('date-fns/locale/de'),
  'date-fns-jalali/locale/en-US': () => import('date-fns-jalali/locale/en-US'),
  'date-fns-jalali/locale/fa-IR': () => import('date-fns-jalali/locale/fa-IR'),
  'moment/locale/ar-sa': () => import('moment/locale/ar-sa'),
  'moment/locale/es': () => import('moment/locale/es'),
  'moment-hijri': () => import('moment-hijri'),
};
