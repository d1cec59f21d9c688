import { serviceLanding } from '@/components/services/serviceLanding';

const { generateMetadata, ServiceLandingPage } = serviceLanding('cv');

export { generateMetadata };
export default ServiceLandingPage;
