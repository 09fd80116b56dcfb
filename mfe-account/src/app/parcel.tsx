import { createRemoteParcel } from '@drawfront/shared/parcel/create-remote-parcel';
import { AppRoutes } from './app';

/** The `./parcel` module the shell mounts (single-spa lifecycles + contract version). */
const parcel = createRemoteParcel(AppRoutes);

export const { contractVersion, bootstrap, mount, unmount, update } = parcel;
