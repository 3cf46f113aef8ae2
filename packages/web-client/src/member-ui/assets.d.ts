// The images these components import are files the app's bundler serves (vite's asset modules).
/// <reference types="vite/client" />
