/**
 * @module The one prefix of every console line the mock writes, so a
 * developer can filter them: "[real-estate-service-mock] Failed to <do what>: <why>. Please <what to do>."
 */
export const logPrefix = '[real-estate-service-mock]'
