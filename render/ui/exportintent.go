package ui

// The intents of the export range and the export panel (rangemarks.go, exportpanel.go). They
// are numbered from 100, apart from intent.go's, so that intents added there never take their
// numbers.
const (
	IntentMarkIn       IntentKind = iota + 100 // Arg: the position the range starts at; -1 the shown one (I)
	IntentMarkOut                              // Arg: the position the range ends at; -1 the shown one (O)
	IntentMarksClear                           // forget the range
	IntentExportPanel                          // show or hide the export panel (Ctrl+E, the Export button)
	IntentExportClose                          // hide the export panel (Esc)
	IntentExportSet                            // Arg: ExportChoice(option, index)
	IntentExportStart                          // export the range (Enter, the panel's Export)
	IntentExportCancel                         // stop the running export and remove what it wrote
)
