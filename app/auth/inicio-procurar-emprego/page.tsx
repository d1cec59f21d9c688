import { serviceLanding } from '@/components/services/serviceLanding';

const { generateMetadata, ServiceLandingPage } = serviceLanding('jobs');

export { generateMetadata };
export default ServiceLandingPage;
