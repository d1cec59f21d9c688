import { SpecialistLanding, generateSpecialistMetadata } from '@/components/booking/SpecialistLanding';

export const generateMetadata = generateSpecialistMetadata;
export default SpecialistLanding;
