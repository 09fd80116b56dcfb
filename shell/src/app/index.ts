import { bootData } from '../features/boot/boot-data-promise';

// Ask the API for the site and its release while the rest of the shell downloads.
bootData().catch(() => undefined); // bootstrap awaits the same promise and shows the error page

// The async boundary Module Federation needs: shared singletons are negotiated before any app code runs.
import('./bootstrap');
