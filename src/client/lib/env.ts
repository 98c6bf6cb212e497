/** The one place the client reads build-time configuration. */
export const appName: string = (import.meta.env.APP_NAME as string | undefined) || 'Wayfinder';
