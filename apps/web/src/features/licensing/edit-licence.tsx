import type { CustomerLicenceEntry } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { DialogModal } from '../../lib/dialog-modal';
import { ListStates } from '../../lib/list-states';
import { LicenceModal, customerDetailsQuery } from '../customer-details';

/** The Edit licence form of the customer pages, opened once the customer's record is read. */
export const EditLicence = ({ entry, onClose }: { entry: CustomerLicenceEntry; onClose: () => void }) => {
  const details = useQuery(customerDetailsQuery(entry.customerId));
  if (details.isSuccess) return <LicenceModal customer={details.data} peakUsageId={null} onClose={onClose} />;
  return (
    <DialogModal onClose={onClose} title={`Edit licence of ${entry.alias}`}>
      <ListStates
        query={details}
        isEmpty={() => false}
        loadingLabel={`Loading the licence of ${entry.alias}`}
        errorText={`The licence of ${entry.alias} could not be loaded.`}
        emptyText=""
      >
        {() => null}
      </ListStates>
    </DialogModal>
  );
};
