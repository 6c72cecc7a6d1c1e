import { createPinia } from 'pinia';
import { createApp } from 'vue';
import { config as configureZod } from 'zod';
import App from './App.vue';
import './base.css';
import { provideBridge } from './bridge/active-bridge.js';
import { selectTransport } from './bridge/select-transport.js';

// The page's CSP forbids eval: tell zod not to probe for it (the probe itself is a CSP violation).
configureZod({ jitless: true });
provideBridge(selectTransport());
createApp(App).use(createPinia()).mount('#app');
