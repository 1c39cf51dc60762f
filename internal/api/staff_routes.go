package api

// StaffRoutes are store staff's calls, under /api/v1 and /v1: the
// reservations to fill, user segments, and the store reports
// (docs/analytics.md).
func (s *Server) StaffRoutes() []Route {
	h := s.Handle
	return []Route{
		{"GET", "/staff/reservations", h(s.staffReservations), Op("listStaffReservations", "The store's reservations, a page at a time").Reads(InQuery("status", "Only reservations in these statuses, comma-separated."), PageQuery).Returns(StaffReservationPage{})},
		{"GET", "/staff/reservations/{id}", h(s.staffReservation), Op("getStaffReservation", "One of the store's reservations").Returns(StaffReservationAnswer{})},
		{"PATCH", "/staff/reservations/{id}", h(s.updateStaffReservation), Op("updateStaffReservation", "Move a reservation on, cancel it, or message the shopper").Takes(StaffReservationChange{}).Returns(StaffReservationAnswer{})},
		{"GET", "/staff/user_segments", h(s.staffSegments), Op("listStaffSegments", "The user segments the store's staff manage").Returns(StaffSegments{})},
		{"GET", "/staff/user_segments/{id}/members", h(s.staffSegmentMembers), Op("listStaffSegmentMembers", "A staff segment's members").Returns(SegmentMembers{})},
		{"POST", "/staff/user_segments/{id}/members", h(s.addStaffSegmentMember), Op("addStaffSegmentMember", "Put a customer in a staff segment").Takes(SegmentMemberRequest{}).Returns(SegmentMemberAnswer{})},
		{"DELETE", "/staff/user_segments/{id}/members/{customerId}", h(s.removeStaffSegmentMember), Op("removeStaffSegmentMember", "Take a customer out of a staff segment").AnswersNothing()},
		{"GET", "/stores/{id}/reports/products", h(s.productReport(false)), Op("getProductReport", "Impressions, clicks, adds and reservations per day, product and placement").Reads(ReportFormatQuery...).Answers("application/json", "text/csv").Returns(ProductReport{})},
		{"GET", "/stores/{id}/reports/products.csv", h(s.productReport(true)), Op("getProductReportCSV", "The product report as CSV").Reads(ReportQuery...).Answers("text/csv")},
		{"GET", "/stores/{id}/reports/events", h(s.eventReport(false)), Op("getEventReport", "Collected analytics events per day").Reads(ReportFormatQuery...).Answers("application/json", "text/csv").Returns(EventReport{})},
		{"GET", "/stores/{id}/reports/events.csv", h(s.eventReport(true)), Op("getEventReportCSV", "The event report as CSV").Reads(ReportQuery...).Answers("text/csv")},
		{"GET", "/stores/{id}/reports/campaigns", h(s.campaignReport(false)), Op("getCampaignReport", "Reservations and amounts per day and campaign").Reads(ReportFormatQuery...).Answers("application/json", "text/csv").Returns(CampaignReport{})},
		{"GET", "/stores/{id}/reports/campaigns.csv", h(s.campaignReport(true)), Op("getCampaignReportCSV", "The campaign report as CSV").Reads(ReportQuery...).Answers("text/csv")},
	}
}
