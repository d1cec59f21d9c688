'use client';

import dynamic from 'next/dynamic';

/**
 * The 404's header and error screen, whose code loads only when a 404 is shown: Next sends the root
 * not-found boundary (app/not-found.tsx) with every page, so its code would otherwise be part of what
 * every page loads first. Rendered on the server like any component (a 404 works without
 * JavaScript); after a client navigation they appear a moment later, and RouteFocus focuses the
 * heading as it comes.
 */
export const LazyHeaderShell = dynamic(() => import('./HeaderShell').then((m) => m.HeaderShell));
export const LazyErrorScreen = dynamic(() => import('./ErrorScreen').then((m) => m.ErrorScreen));
