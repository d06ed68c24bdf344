'use client';

// The site's error page, kept inside this segment's layouts: « Réessayer » renders this segment again.
export { default } from '@/app/error';
