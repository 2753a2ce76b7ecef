// Made from the context types' declarations in Sources/TandemCodegen/TemplateContext.swift by tandem-context-fields:
// do not edit. After adding, removing or documenting a field there, run `swift run tandem-context-fields`
// (ContextFieldsTests fails while this file or the tables of docs/templates.md are stale).

import TandemMustache

extension TemplateContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "tool": .of(self.tool)
        case "app": .of(self.app)
        case "screens": .of(self.screens)
        case "models": .of(self.models)
        case "hasModels": .of(self.hasModels)
        case "enums": .of(self.enums)
        case "hasEnums": .of(self.hasEnums)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case tool, app, screens, models, hasModels, enums, hasEnums
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.tool, forKey: .tool)
        try c.encode(self.app, forKey: .app)
        try c.encode(self.screens, forKey: .screens)
        try c.encode(self.models, forKey: .models)
        try c.encode(self.hasModels, forKey: .hasModels)
        try c.encode(self.enums, forKey: .enums)
        try c.encode(self.hasEnums, forKey: .hasEnums)
    }
}

extension EnumContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(self.name)
        case "designName": .of(self.designName)
        case "title": .of(self.title)
        case "cases": .of(self.cases)
        case "isLast": .of(self.isLast)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case name, designName, title, cases, isLast
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.name, forKey: .name)
        try c.encode(self.designName, forKey: .designName)
        try c.encode(self.title, forKey: .title)
        try c.encode(self.cases, forKey: .cases)
        try c.encode(self.isLast, forKey: .isLast)
    }
}

extension EnumCaseContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(self.name)
        case "designName": .of(self.designName)
        case "isFirst": .of(self.isFirst)
        case "isLast": .of(self.isLast)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case name, designName, isFirst, isLast
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.name, forKey: .name)
        try c.encode(self.designName, forKey: .designName)
        try c.encode(self.isFirst, forKey: .isFirst)
        try c.encode(self.isLast, forKey: .isLast)
    }
}

extension ToolContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(self.name)
        case "version": .of(self.version)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case name, version
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.name, forKey: .name)
        try c.encode(self.version, forKey: .version)
    }
}

extension AppContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(self.name)
        case "locationUsage": .of(self.locationUsage)
        case "native": .of(self.native)
        case "startScreen": .of(self.startScreen)
        case "usesMaps": .of(self.usesMaps)
        case "usesLists": .of(self.usesLists)
        case "usesWeb": .of(self.usesWeb)
        case "startArguments": .of(self.startArguments)
        case "topLevelDestinations": .of(self.topLevelDestinations)
        case "drawerDestinations": .of(self.drawerDestinations)
        case "hasTabs": .of(self.hasTabs)
        case "hasDrawer": .of(self.hasDrawer)
        case "hasSplit": .of(self.hasSplit)
        case "hasContainers": .of(self.hasContainers)
        case "hasPages": .of(self.hasPages)
        case "globalTransitions": .of(self.globalTransitions)
        case "nestedGraphs": .of(self.nestedGraphs)
        case "hasNestedGraphs": .of(self.hasNestedGraphs)
        case "flatGroups": .of(self.flatGroups)
        case "hasUnwinds": .of(self.hasUnwinds)
        case "deepLinks": .of(self.deepLinks)
        case "hasDeepLinks": .of(self.hasDeepLinks)
        case "hasItemLinks": .of(self.hasItemLinks)
        case "urlSchemes": .of(self.urlSchemes)
        case "hasURLSchemes": .of(self.hasURLSchemes)
        case "universalLinkHosts": .of(self.universalLinkHosts)
        case "hasUniversalLinks": .of(self.hasUniversalLinks)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case name, locationUsage, native, startScreen, usesMaps, usesLists, usesWeb, startArguments
        case topLevelDestinations, drawerDestinations, hasTabs, hasDrawer, hasSplit, hasContainers, hasPages
        case globalTransitions, nestedGraphs, hasNestedGraphs, flatGroups, hasUnwinds, deepLinks, hasDeepLinks
        case hasItemLinks, urlSchemes, hasURLSchemes, universalLinkHosts, hasUniversalLinks
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.name, forKey: .name)
        try c.encode(self.locationUsage, forKey: .locationUsage)
        try c.encode(self.native, forKey: .native)
        try c.encodeIfPresent(self.startScreen, forKey: .startScreen)
        try c.encode(self.usesMaps, forKey: .usesMaps)
        try c.encode(self.usesLists, forKey: .usesLists)
        try c.encode(self.usesWeb, forKey: .usesWeb)
        try c.encode(self.startArguments, forKey: .startArguments)
        try c.encode(self.topLevelDestinations, forKey: .topLevelDestinations)
        try c.encode(self.drawerDestinations, forKey: .drawerDestinations)
        try c.encode(self.hasTabs, forKey: .hasTabs)
        try c.encode(self.hasDrawer, forKey: .hasDrawer)
        try c.encode(self.hasSplit, forKey: .hasSplit)
        try c.encode(self.hasContainers, forKey: .hasContainers)
        try c.encode(self.hasPages, forKey: .hasPages)
        try c.encode(self.globalTransitions, forKey: .globalTransitions)
        try c.encode(self.nestedGraphs, forKey: .nestedGraphs)
        try c.encode(self.hasNestedGraphs, forKey: .hasNestedGraphs)
        try c.encode(self.flatGroups, forKey: .flatGroups)
        try c.encode(self.hasUnwinds, forKey: .hasUnwinds)
        try c.encode(self.deepLinks, forKey: .deepLinks)
        try c.encode(self.hasDeepLinks, forKey: .hasDeepLinks)
        try c.encode(self.hasItemLinks, forKey: .hasItemLinks)
        try c.encode(self.urlSchemes, forKey: .urlSchemes)
        try c.encode(self.hasURLSchemes, forKey: .hasURLSchemes)
        try c.encode(self.universalLinkHosts, forKey: .universalLinkHosts)
        try c.encode(self.hasUniversalLinks, forKey: .hasUniversalLinks)
    }
}

extension NestedGraphContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(self.name)
        case "graphID": .of(self.graphID)
        case "start": .of(self.start)
        case "screens": .of(self.screens)
        case "globalTransitions": .of(self.globalTransitions)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case name, graphID, start, screens, globalTransitions
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.name, forKey: .name)
        try c.encode(self.graphID, forKey: .graphID)
        try c.encode(self.start, forKey: .start)
        try c.encode(self.screens, forKey: .screens)
        try c.encode(self.globalTransitions, forKey: .globalTransitions)
    }
}

extension FlatGroupContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(self.name)
        case "reason": .of(self.reason)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case name, reason
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.name, forKey: .name)
        try c.encode(self.reason, forKey: .reason)
    }
}

extension ScreenRef {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "id": .of(self.id)
        case "title": .of(self.title)
        case "native": .of(self.native)
        case "isDialog": .of(self.isDialog)
        case "isBottomSheet": .of(self.isBottomSheet)
        case "isTabs": .of(self.isTabs)
        case "isDrawer": .of(self.isDrawer)
        case "isSplit": .of(self.isSplit)
        case "isContainer": .of(self.isContainer)
        case "hasMenu": .of(self.hasMenu)
        case "usesSplitView": .of(self.usesSplitView)
        case "hasInputs": .of(self.hasInputs)
        case "hasRouteValues": .of(self.hasRouteValues)
        case "inputs": .of(self.inputs)
        case "hasResults": .of(self.hasResults)
        case "results": .of(self.results)
        case "icon": .of(self.icon)
        case "hasIcon": .of(self.hasIcon)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case id, title, native, isDialog, isBottomSheet, isTabs, isDrawer, isSplit, isContainer, hasMenu, usesSplitView
        case hasInputs, hasRouteValues, inputs, hasResults, results, icon, hasIcon
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.id, forKey: .id)
        try c.encode(self.title, forKey: .title)
        try c.encode(self.native, forKey: .native)
        try c.encode(self.isDialog, forKey: .isDialog)
        try c.encode(self.isBottomSheet, forKey: .isBottomSheet)
        try c.encode(self.isTabs, forKey: .isTabs)
        try c.encode(self.isDrawer, forKey: .isDrawer)
        try c.encode(self.isSplit, forKey: .isSplit)
        try c.encode(self.isContainer, forKey: .isContainer)
        try c.encode(self.hasMenu, forKey: .hasMenu)
        try c.encode(self.usesSplitView, forKey: .usesSplitView)
        try c.encode(self.hasInputs, forKey: .hasInputs)
        try c.encode(self.hasRouteValues, forKey: .hasRouteValues)
        try c.encode(self.inputs, forKey: .inputs)
        try c.encode(self.hasResults, forKey: .hasResults)
        try c.encode(self.results, forKey: .results)
        try c.encode(self.icon, forKey: .icon)
        try c.encode(self.hasIcon, forKey: .hasIcon)
    }
}

extension IconContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "sfSymbol": .of(self.sfSymbol)
        case "composeIcon": .of(self.composeIcon)
        case "composeImport": .of(self.composeImport)
        case "outline": .of(self.outline)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case sfSymbol, composeIcon, composeImport, outline
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.sfSymbol, forKey: .sfSymbol)
        try c.encode(self.composeIcon, forKey: .composeIcon)
        try c.encode(self.composeImport, forKey: .composeImport)
        try c.encode(self.outline, forKey: .outline)
    }
}

extension ScreenContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "kind": .of(self.kind)
        case "isList": .of(self.isList)
        case "isPlain": .of(self.isPlain)
        case "isStart": .of(self.isStart)
        case "hasRequiredInputs": .of(self.hasRequiredInputs)
        case "isEntered": .of(self.isEntered)
        case "isModalTarget": .of(self.isModalTarget)
        case "showsUp": .of(self.showsUp)
        case "tasks": .of(self.tasks)
        case "requirements": .of(self.requirements)
        case "hasRequirements": .of(self.hasRequirements)
        case "taskItems": .of(self.taskItems)
        case "requirementItems": .of(self.requirementItems)
        case "hasTasks": .of(self.hasTasks)
        case "isPresented": .of(self.isPresented)
        case "isClearTarget": .of(self.isClearTarget)
        case "unwinds": .of(self.unwinds)
        case "hasUnwinds": .of(self.hasUnwinds)
        case "receivesNewIntents": .of(self.receivesNewIntents)
        case "receivesResults": .of(self.receivesResults)
        case "hasBindings": .of(self.hasBindings)
        case "deepLinks": .of(self.deepLinks)
        case "hasDeepLinks": .of(self.hasDeepLinks)
        case "elements": .of(self.elements)
        case "hasElements": .of(self.hasElements)
        case "hasTriggers": .of(self.hasTriggers)
        case "hasListElement": .of(self.hasListElement)
        case "hasHeaderViews": .of(self.hasHeaderViews)
        case "arrangedElements": .of(self.arrangedElements)
        case "headerElements": .of(self.headerElements)
        case "footerElements": .of(self.footerElements)
        case "hasFooterViews": .of(self.hasFooterViews)
        case "hasSectionViews": .of(self.hasSectionViews)
        case "hasFillElements": .of(self.hasFillElements)
        case "showsWebPage": .of(self.showsWebPage)
        case "showsMap": .of(self.showsMap)
        case "actions": .of(self.actions)
        case "transitions": .of(self.transitions)
        case "hasTransitions": .of(self.hasTransitions)
        case "hasResultTransitions": .of(self.hasResultTransitions)
        case "opensSheets": .of(self.opensSheets)
        case "tabs": .of(self.tabs)
        case "initialTabIndex": .of(self.initialTabIndex)
        case "itemIconImports": .of(self.itemIconImports)
        case "tabBar": .of(self.tabBar)
        case "isTabChild": .of(self.isTabChild)
        case "isDrawerChild": .of(self.isDrawerChild)
        case "isContainerChild": .of(self.isContainerChild)
        case "observes": .of(self.observes)
        case "lifecycle": .of(self.lifecycle)
        case "notes": .of(self.notes)
        case "splitDetail": .of(self.splitDetail)
        case "embeds": .of(self.embeds)
        case "hasEmbeds": .of(self.hasEmbeds)
        case "pages": .of(self.pages)
        case "hasPages": .of(self.hasPages)
        case "embeddedIn": .of(self.embeddedIn)
        case "embeddingHost": .of(self.embeddingHost)
        case "isEmbedded": .of(self.isEmbedded)
        case "scrollsAsForm": .of(self.scrollsAsForm)
        case "paneOf": .of(self.paneOf)
        case "isPane": .of(self.isPane)
        case "panes": .of(self.panes)
        case "isChildFragment": .of(self.isChildFragment)
        case "sharesClass": .of(self.sharesClass)
        case "initialTab": .of(self.initialTab)
        case "holdsViewResources": .of(self.holdsViewResources)
        case "backs": .of(self.backs)
        case "argsBundle": .of(self.argsBundle)
        case "resultBundle": .of(self.resultBundle)
        default: self.ref.value(forKey: key)
        }
    }

    private enum FieldKeys: String, CodingKey {
        case kind, isList, isPlain, isStart, hasRequiredInputs, isEntered, isModalTarget, showsUp, tasks, requirements
        case hasRequirements, taskItems, requirementItems, hasTasks, isPresented, isClearTarget, unwinds, hasUnwinds
        case receivesNewIntents, receivesResults, hasBindings, deepLinks, hasDeepLinks, elements, hasElements
        case hasTriggers, hasListElement, hasHeaderViews, arrangedElements, headerElements, footerElements
        case hasFooterViews, hasSectionViews, hasFillElements, showsWebPage, showsMap, actions, transitions
        case hasTransitions, hasResultTransitions, opensSheets, tabs, initialTabIndex, itemIconImports, tabBar
        case isTabChild, isDrawerChild, isContainerChild, observes, lifecycle, notes, splitDetail, embeds, hasEmbeds
        case pages, hasPages, embeddedIn, embeddingHost, isEmbedded, scrollsAsForm, paneOf, isPane, panes
        case isChildFragment, sharesClass, initialTab, holdsViewResources, backs, argsBundle, resultBundle
    }

    public func encode(to encoder: any Encoder) throws {
        try self.ref.encode(to: encoder)
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.kind, forKey: .kind)
        try c.encode(self.isList, forKey: .isList)
        try c.encode(self.isPlain, forKey: .isPlain)
        try c.encode(self.isStart, forKey: .isStart)
        try c.encode(self.hasRequiredInputs, forKey: .hasRequiredInputs)
        try c.encode(self.isEntered, forKey: .isEntered)
        try c.encode(self.isModalTarget, forKey: .isModalTarget)
        try c.encode(self.showsUp, forKey: .showsUp)
        try c.encode(self.tasks, forKey: .tasks)
        try c.encode(self.requirements, forKey: .requirements)
        try c.encode(self.hasRequirements, forKey: .hasRequirements)
        try c.encode(self.taskItems, forKey: .taskItems)
        try c.encode(self.requirementItems, forKey: .requirementItems)
        try c.encode(self.hasTasks, forKey: .hasTasks)
        try c.encode(self.isPresented, forKey: .isPresented)
        try c.encode(self.isClearTarget, forKey: .isClearTarget)
        try c.encode(self.unwinds, forKey: .unwinds)
        try c.encode(self.hasUnwinds, forKey: .hasUnwinds)
        try c.encode(self.receivesNewIntents, forKey: .receivesNewIntents)
        try c.encode(self.receivesResults, forKey: .receivesResults)
        try c.encode(self.hasBindings, forKey: .hasBindings)
        try c.encode(self.deepLinks, forKey: .deepLinks)
        try c.encode(self.hasDeepLinks, forKey: .hasDeepLinks)
        try c.encode(self.elements, forKey: .elements)
        try c.encode(self.hasElements, forKey: .hasElements)
        try c.encode(self.hasTriggers, forKey: .hasTriggers)
        try c.encode(self.hasListElement, forKey: .hasListElement)
        try c.encode(self.hasHeaderViews, forKey: .hasHeaderViews)
        try c.encode(self.arrangedElements, forKey: .arrangedElements)
        try c.encode(self.headerElements, forKey: .headerElements)
        try c.encode(self.footerElements, forKey: .footerElements)
        try c.encode(self.hasFooterViews, forKey: .hasFooterViews)
        try c.encode(self.hasSectionViews, forKey: .hasSectionViews)
        try c.encode(self.hasFillElements, forKey: .hasFillElements)
        try c.encode(self.showsWebPage, forKey: .showsWebPage)
        try c.encode(self.showsMap, forKey: .showsMap)
        try c.encode(self.actions, forKey: .actions)
        try c.encode(self.transitions, forKey: .transitions)
        try c.encode(self.hasTransitions, forKey: .hasTransitions)
        try c.encode(self.hasResultTransitions, forKey: .hasResultTransitions)
        try c.encode(self.opensSheets, forKey: .opensSheets)
        try c.encode(self.tabs, forKey: .tabs)
        try c.encode(self.initialTabIndex, forKey: .initialTabIndex)
        try c.encode(self.itemIconImports, forKey: .itemIconImports)
        try c.encodeIfPresent(self.tabBar, forKey: .tabBar)
        try c.encode(self.isTabChild, forKey: .isTabChild)
        try c.encode(self.isDrawerChild, forKey: .isDrawerChild)
        try c.encode(self.isContainerChild, forKey: .isContainerChild)
        try c.encode(self.observes, forKey: .observes)
        try c.encode(self.lifecycle, forKey: .lifecycle)
        try c.encode(self.notes, forKey: .notes)
        try c.encodeIfPresent(self.splitDetail, forKey: .splitDetail)
        try c.encode(self.embeds, forKey: .embeds)
        try c.encode(self.hasEmbeds, forKey: .hasEmbeds)
        try c.encode(self.pages, forKey: .pages)
        try c.encode(self.hasPages, forKey: .hasPages)
        try c.encodeIfPresent(self.embeddedIn, forKey: .embeddedIn)
        try c.encodeIfPresent(self.embeddingHost, forKey: .embeddingHost)
        try c.encode(self.isEmbedded, forKey: .isEmbedded)
        try c.encode(self.scrollsAsForm, forKey: .scrollsAsForm)
        try c.encodeIfPresent(self.paneOf, forKey: .paneOf)
        try c.encode(self.isPane, forKey: .isPane)
        try c.encodeIfPresent(self.panes, forKey: .panes)
        try c.encode(self.isChildFragment, forKey: .isChildFragment)
        try c.encode(self.sharesClass, forKey: .sharesClass)
        try c.encodeIfPresent(self.initialTab, forKey: .initialTab)
        try c.encode(self.holdsViewResources, forKey: .holdsViewResources)
        try c.encode(self.backs, forKey: .backs)
        try c.encodeIfPresent(self.argsBundle, forKey: .argsBundle)
        try c.encodeIfPresent(self.resultBundle, forKey: .resultBundle)
    }
}

extension TraceItem {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "id": .of(self.id)
        case "title": .of(self.title)
        case "isLast": .of(self.isLast)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case id, title, isLast
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.id, forKey: .id)
        try c.encode(self.title, forKey: .title)
        try c.encode(self.isLast, forKey: .isLast)
    }
}

extension LifecycleContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "create": .of(self.create)
        case "resume": .of(self.resume)
        case "pause": .of(self.pause)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case create, resume, pause
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.create, forKey: .create)
        try c.encode(self.resume, forKey: .resume)
        try c.encode(self.pause, forKey: .pause)
    }
}

extension FieldContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(self.name)
        case "designName": .of(self.designName)
        case "type": .of(self.type)
        case "isOptional": .of(self.isOptional)
        case "isLast": .of(self.isLast)
        case "defaultValue": .of(self.defaultValue)
        case "hasDefault": .of(self.hasDefault)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case name, designName, type, isOptional, isLast, defaultValue, hasDefault
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.name, forKey: .name)
        try c.encode(self.designName, forKey: .designName)
        try c.encode(self.type, forKey: .type)
        try c.encode(self.isOptional, forKey: .isOptional)
        try c.encode(self.isLast, forKey: .isLast)
        try c.encodeIfPresent(self.defaultValue, forKey: .defaultValue)
        try c.encode(self.hasDefault, forKey: .hasDefault)
    }
}

extension ElementContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "isBound": .of(self.isBound)
        case "name": .of(self.name)
        case "designName": .of(self.designName)
        case "kind": .of(self.kind)
        case "native": .of(self.native)
        case "label": .of(self.label)
        case "nameText": .of(self.nameText)
        case "hasLabel": .of(self.hasLabel)
        case "text": .of(self.text)
        case "hasState": .of(self.hasState)
        case "segments": .of(self.segments)
        case "hasSegments": .of(self.hasSegments)
        case "rowType": .of(self.rowType)
        case "rowAction": .of(self.rowAction)
        case "rowParameter": .of(self.rowParameter)
        case "rowTypeOrAny": .of(self.rowTypeOrAny)
        case "rowKey": .of(self.rowKey)
        case "rowText": .of(self.rowText)
        case "rowTextIsOptional": .of(self.rowTextIsOptional)
        case "rowsProperty": .of(self.rowsProperty)
        case "bindRow": .of(self.bindRow)
        case "isLabeledControl": .of(self.isLabeledControl)
        case "fillsSpace": .of(self.fillsSpace)
        case "isPlainView": .of(self.isPlainView)
        case "isTableOfListScreen": .of(self.isTableOfListScreen)
        case "isTextInput": .of(self.isTextInput)
        case "hasTitle": .of(self.hasTitle)
        case "action": .of(self.action)
        case "hasAction": .of(self.hasAction)
        case "actionArguments": .of(self.actionArguments)
        case "triggersUncallable": .of(self.triggersUncallable)
        case "triggeredAction": .of(self.triggeredAction)
        case "isLast": .of(self.isLast)
        case "isButton": .of(self.isButton)
        case "isLabel": .of(self.isLabel)
        case "isTextField": .of(self.isTextField)
        case "isSecureField": .of(self.isSecureField)
        case "isTextView": .of(self.isTextView)
        case "isSwitch": .of(self.isSwitch)
        case "isCheckbox": .of(self.isCheckbox)
        case "isPicker": .of(self.isPicker)
        case "isSpinner": .of(self.isSpinner)
        case "isSlider": .of(self.isSlider)
        case "isStepper": .of(self.isStepper)
        case "isProgress": .of(self.isProgress)
        case "isList": .of(self.isList)
        case "isImage": .of(self.isImage)
        case "isWebView": .of(self.isWebView)
        case "isMap": .of(self.isMap)
        case "isDatePicker": .of(self.isDatePicker)
        case "isSegmented": .of(self.isSegmented)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case isBound, name, designName, kind, native, label, nameText, hasLabel, text, hasState, segments, hasSegments
        case rowType, rowAction, rowParameter, rowTypeOrAny, rowKey, rowText, rowTextIsOptional, rowsProperty, bindRow
        case isLabeledControl, fillsSpace, isPlainView, isTableOfListScreen, isTextInput, hasTitle, action, hasAction
        case actionArguments, triggersUncallable, triggeredAction, isLast, isButton, isLabel, isTextField, isSecureField
        case isTextView, isSwitch, isCheckbox, isPicker, isSpinner, isSlider, isStepper, isProgress, isList, isImage
        case isWebView, isMap, isDatePicker, isSegmented
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.isBound, forKey: .isBound)
        try c.encode(self.name, forKey: .name)
        try c.encode(self.designName, forKey: .designName)
        try c.encode(self.kind, forKey: .kind)
        try c.encode(self.native, forKey: .native)
        try c.encodeIfPresent(self.label, forKey: .label)
        try c.encode(self.nameText, forKey: .nameText)
        try c.encode(self.hasLabel, forKey: .hasLabel)
        try c.encode(self.text, forKey: .text)
        try c.encode(self.hasState, forKey: .hasState)
        try c.encode(self.segments, forKey: .segments)
        try c.encode(self.hasSegments, forKey: .hasSegments)
        try c.encodeIfPresent(self.rowType, forKey: .rowType)
        try c.encodeIfPresent(self.rowAction, forKey: .rowAction)
        try c.encodeIfPresent(self.rowParameter, forKey: .rowParameter)
        try c.encode(self.rowTypeOrAny, forKey: .rowTypeOrAny)
        try c.encodeIfPresent(self.rowKey, forKey: .rowKey)
        try c.encodeIfPresent(self.rowText, forKey: .rowText)
        try c.encode(self.rowTextIsOptional, forKey: .rowTextIsOptional)
        try c.encode(self.rowsProperty, forKey: .rowsProperty)
        try c.encode(self.bindRow, forKey: .bindRow)
        try c.encode(self.isLabeledControl, forKey: .isLabeledControl)
        try c.encode(self.fillsSpace, forKey: .fillsSpace)
        try c.encode(self.isPlainView, forKey: .isPlainView)
        try c.encode(self.isTableOfListScreen, forKey: .isTableOfListScreen)
        try c.encode(self.isTextInput, forKey: .isTextInput)
        try c.encode(self.hasTitle, forKey: .hasTitle)
        try c.encodeIfPresent(self.action, forKey: .action)
        try c.encode(self.hasAction, forKey: .hasAction)
        try c.encode(self.actionArguments, forKey: .actionArguments)
        try c.encode(self.triggersUncallable, forKey: .triggersUncallable)
        try c.encode(self.triggeredAction, forKey: .triggeredAction)
        try c.encode(self.isLast, forKey: .isLast)
        try c.encode(self.isButton, forKey: .isButton)
        try c.encode(self.isLabel, forKey: .isLabel)
        try c.encode(self.isTextField, forKey: .isTextField)
        try c.encode(self.isSecureField, forKey: .isSecureField)
        try c.encode(self.isTextView, forKey: .isTextView)
        try c.encode(self.isSwitch, forKey: .isSwitch)
        try c.encode(self.isCheckbox, forKey: .isCheckbox)
        try c.encode(self.isPicker, forKey: .isPicker)
        try c.encode(self.isSpinner, forKey: .isSpinner)
        try c.encode(self.isSlider, forKey: .isSlider)
        try c.encode(self.isStepper, forKey: .isStepper)
        try c.encode(self.isProgress, forKey: .isProgress)
        try c.encode(self.isList, forKey: .isList)
        try c.encode(self.isImage, forKey: .isImage)
        try c.encode(self.isWebView, forKey: .isWebView)
        try c.encode(self.isMap, forKey: .isMap)
        try c.encode(self.isDatePicker, forKey: .isDatePicker)
        try c.encode(self.isSegmented, forKey: .isSegmented)
    }
}

extension SegmentContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "text": .of(self.text)
        case "native": .of(self.native)
        case "index": .of(self.index)
        case "isFirst": .of(self.isFirst)
        case "isLast": .of(self.isLast)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case text, native, index, isFirst, isLast
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.text, forKey: .text)
        try c.encode(self.native, forKey: .native)
        try c.encode(self.index, forKey: .index)
        try c.encode(self.isFirst, forKey: .isFirst)
        try c.encode(self.isLast, forKey: .isLast)
    }
}

extension ActionContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(self.name)
        case "designName": .of(self.designName)
        case "parameters": .of(self.parameters)
        case "hasParameters": .of(self.hasParameters)
        case "triggers": .of(self.triggers)
        case "navigates": .of(self.navigates)
        case "hasNavigation": .of(self.hasNavigation)
        case "navigationArguments": .of(self.navigationArguments)
        case "needsData": .of(self.needsData)
        case "goesBack": .of(self.goesBack)
        case "backArguments": .of(self.backArguments)
        case "backNeedsData": .of(self.backNeedsData)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case name, designName, parameters, hasParameters, triggers, navigates, hasNavigation, navigationArguments
        case needsData, goesBack, backArguments, backNeedsData
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.name, forKey: .name)
        try c.encode(self.designName, forKey: .designName)
        try c.encode(self.parameters, forKey: .parameters)
        try c.encode(self.hasParameters, forKey: .hasParameters)
        try c.encode(self.triggers, forKey: .triggers)
        try c.encodeIfPresent(self.navigates, forKey: .navigates)
        try c.encode(self.hasNavigation, forKey: .hasNavigation)
        try c.encodeIfPresent(self.navigationArguments, forKey: .navigationArguments)
        try c.encode(self.needsData, forKey: .needsData)
        try c.encodeIfPresent(self.goesBack, forKey: .goesBack)
        try c.encodeIfPresent(self.backArguments, forKey: .backArguments)
        try c.encode(self.backNeedsData, forKey: .backNeedsData)
    }
}

extension TransitionContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "style": .of(self.style)
        case "isPush": .of(self.isPush)
        case "isModal": .of(self.isModal)
        case "isReplace": .of(self.isReplace)
        case "target": .of(self.target)
        case "methodName": .of(self.methodName)
        case "names": .of(self.names)
        case "action": .of(self.action)
        case "data": .of(self.data)
        case "hasData": .of(self.hasData)
        case "targetArguments": .of(self.targetArguments)
        case "results": .of(self.results)
        case "resultHandler": .of(self.resultHandler)
        case "showsDetail": .of(self.showsDetail)
        case "isGlobal": .of(self.isGlobal)
        case "isGraphAction": .of(self.isGraphAction)
        case "navigationDestinationID": .of(self.navigationDestinationID)
        case "presentation": .of(self.presentation)
        case "presentsFullScreen": .of(self.presentsFullScreen)
        case "presentsAsBottomSheet": .of(self.presentsAsBottomSheet)
        case "presentsAsDialog": .of(self.presentsAsDialog)
        case "presentsAsPopover": .of(self.presentsAsPopover)
        case "hasPresentationStyle": .of(self.hasPresentationStyle)
        case "clear": .of(self.clear)
        case "clearsToEarlier": .of(self.clearsToEarlier)
        case "replacesSource": .of(self.replacesSource)
        case "deliversResults": .of(self.deliversResults)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case style, isPush, isModal, isReplace, target, methodName, names, action, data, hasData, targetArguments
        case results, resultHandler, showsDetail, isGlobal, isGraphAction, navigationDestinationID, presentation
        case presentsFullScreen, presentsAsBottomSheet, presentsAsDialog, presentsAsPopover, hasPresentationStyle, clear
        case clearsToEarlier, replacesSource, deliversResults
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.style, forKey: .style)
        try c.encode(self.isPush, forKey: .isPush)
        try c.encode(self.isModal, forKey: .isModal)
        try c.encode(self.isReplace, forKey: .isReplace)
        try c.encode(self.target, forKey: .target)
        try c.encode(self.methodName, forKey: .methodName)
        try c.encode(self.names, forKey: .names)
        try c.encodeIfPresent(self.action, forKey: .action)
        try c.encode(self.data, forKey: .data)
        try c.encode(self.hasData, forKey: .hasData)
        try c.encode(self.targetArguments, forKey: .targetArguments)
        try c.encode(self.results, forKey: .results)
        try c.encode(self.resultHandler, forKey: .resultHandler)
        try c.encode(self.showsDetail, forKey: .showsDetail)
        try c.encode(self.isGlobal, forKey: .isGlobal)
        try c.encode(self.isGraphAction, forKey: .isGraphAction)
        try c.encode(self.navigationDestinationID, forKey: .navigationDestinationID)
        try c.encode(self.presentation, forKey: .presentation)
        try c.encode(self.presentsFullScreen, forKey: .presentsFullScreen)
        try c.encode(self.presentsAsBottomSheet, forKey: .presentsAsBottomSheet)
        try c.encode(self.presentsAsDialog, forKey: .presentsAsDialog)
        try c.encode(self.presentsAsPopover, forKey: .presentsAsPopover)
        try c.encode(self.hasPresentationStyle, forKey: .hasPresentationStyle)
        try c.encodeIfPresent(self.clear, forKey: .clear)
        try c.encode(self.clearsToEarlier, forKey: .clearsToEarlier)
        try c.encode(self.replacesSource, forKey: .replacesSource)
        try c.encode(self.deliversResults, forKey: .deliversResults)
    }
}

extension DeepLinkContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "uri": .of(self.uri)
        case "target": .of(self.target)
        case "scheme": .of(self.scheme)
        case "host": .of(self.host)
        case "pathPattern": .of(self.pathPattern)
        case "code": .of(self.code)
        case "usesValues": .of(self.usesValues)
        case "placeholders": .of(self.placeholders)
        case "selectsItem": .of(self.selectsItem)
        case "itemContainer": .of(self.itemContainer)
        case "itemIndex": .of(self.itemIndex)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case uri, target, scheme, host, pathPattern, code, usesValues, placeholders, selectsItem, itemContainer
        case itemIndex
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.uri, forKey: .uri)
        try c.encode(self.target, forKey: .target)
        try c.encodeIfPresent(self.scheme, forKey: .scheme)
        try c.encode(self.host, forKey: .host)
        try c.encode(self.pathPattern, forKey: .pathPattern)
        try c.encodeIfPresent(self.code, forKey: .code)
        try c.encode(self.usesValues, forKey: .usesValues)
        try c.encode(self.placeholders, forKey: .placeholders)
        try c.encode(self.selectsItem, forKey: .selectsItem)
        try c.encodeIfPresent(self.itemContainer, forKey: .itemContainer)
        try c.encode(self.itemIndex, forKey: .itemIndex)
    }
}

extension DeepLinkSpelling {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "pattern": .of(self.pattern)
        case "bindings": .of(self.bindings)
        case "condition": .of(self.condition)
        case "hasCondition": .of(self.hasCondition)
        case "arguments": .of(self.arguments)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case pattern, bindings, condition, hasCondition, arguments
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.pattern, forKey: .pattern)
        try c.encode(self.bindings, forKey: .bindings)
        try c.encode(self.condition, forKey: .condition)
        try c.encode(self.hasCondition, forKey: .hasCondition)
        try c.encode(self.arguments, forKey: .arguments)
    }
}

extension ClearContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "screen": .of(self.screen)
        case "inclusive": .of(self.inclusive)
        case "isSource": .of(self.isSource)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case screen, inclusive, isSource
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.screen, forKey: .screen)
        try c.encode(self.inclusive, forKey: .inclusive)
        try c.encode(self.isSource, forKey: .isSource)
    }
}

extension BundleClassContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "className": .of(self.className)
        case "fields": .of(self.fields)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case className, fields
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.className, forKey: .className)
        try c.encode(self.fields, forKey: .fields)
    }
}

extension BackContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "methodName": .of(self.methodName)
        case "names": .of(self.names)
        case "isPop": .of(self.isPop)
        case "isDismiss": .of(self.isDismiss)
        case "hasTarget": .of(self.hasTarget)
        case "target": .of(self.target)
        case "carriesResults": .of(self.carriesResults)
        case "results": .of(self.results)
        case "unwindHandler": .of(self.unwindHandler)
        case "unwindKey": .of(self.unwindKey)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case methodName, names, isPop, isDismiss, hasTarget, target, carriesResults, results, unwindHandler, unwindKey
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.methodName, forKey: .methodName)
        try c.encode(self.names, forKey: .names)
        try c.encode(self.isPop, forKey: .isPop)
        try c.encode(self.isDismiss, forKey: .isDismiss)
        try c.encode(self.hasTarget, forKey: .hasTarget)
        try c.encodeIfPresent(self.target, forKey: .target)
        try c.encode(self.carriesResults, forKey: .carriesResults)
        try c.encode(self.results, forKey: .results)
        try c.encode(self.unwindHandler, forKey: .unwindHandler)
        try c.encode(self.unwindKey, forKey: .unwindKey)
    }
}

extension UnwindContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "source": .of(self.source)
        case "results": .of(self.results)
        case "handler": .of(self.handler)
        case "key": .of(self.key)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case source, results, handler, key
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.source, forKey: .source)
        try c.encode(self.results, forKey: .results)
        try c.encode(self.handler, forKey: .handler)
        try c.encode(self.key, forKey: .key)
    }
}

extension TabContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "screen": .of(self.screen)
        case "index": .of(self.index)
        case "passedInputs": .of(self.passedInputs)
        case "arguments": .of(self.arguments)
        case "isSelf": .of(self.isSelf)
        case "isLast": .of(self.isLast)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case screen, index, passedInputs, arguments, isSelf, isLast
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.screen, forKey: .screen)
        try c.encode(self.index, forKey: .index)
        try c.encode(self.passedInputs, forKey: .passedInputs)
        try c.encode(self.arguments, forKey: .arguments)
        try c.encode(self.isSelf, forKey: .isSelf)
        try c.encode(self.isLast, forKey: .isLast)
    }
}

extension PanesContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "list": .of(self.list)
        case "listArguments": .of(self.listArguments)
        case "detail": .of(self.detail)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case list, listArguments, detail
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.list, forKey: .list)
        try c.encode(self.listArguments, forKey: .listArguments)
        try c.encode(self.detail, forKey: .detail)
    }
}

extension EmbedContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "screen": .of(self.screen)
        case "arguments": .of(self.arguments)
        case "native": .of(self.native)
        case "fills": .of(self.fills)
        case "isPage": .of(self.isPage)
        case "pageIndex": .of(self.pageIndex)
        case "isFirstPage": .of(self.isFirstPage)
        case "isLastPage": .of(self.isLastPage)
        case "index": .of(self.index)
        case "isLast": .of(self.isLast)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case screen, arguments, native, fills, isPage, pageIndex, isFirstPage, isLastPage, index, isLast
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.screen, forKey: .screen)
        try c.encode(self.arguments, forKey: .arguments)
        try c.encode(self.native, forKey: .native)
        try c.encode(self.fills, forKey: .fills)
        try c.encode(self.isPage, forKey: .isPage)
        try c.encode(self.pageIndex, forKey: .pageIndex)
        try c.encode(self.isFirstPage, forKey: .isFirstPage)
        try c.encode(self.isLastPage, forKey: .isLastPage)
        try c.encode(self.index, forKey: .index)
        try c.encode(self.isLast, forKey: .isLast)
    }
}

extension TabBarContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "isDrawer": .of(self.isDrawer)
        case "container": .of(self.container)
        case "initial": .of(self.initial)
        case "isInitial": .of(self.isInitial)
        case "containerInputs": .of(self.containerInputs)
        case "tabs": .of(self.tabs)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case isDrawer, container, initial, isInitial, containerInputs, tabs
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.isDrawer, forKey: .isDrawer)
        try c.encode(self.container, forKey: .container)
        try c.encode(self.initial, forKey: .initial)
        try c.encode(self.isInitial, forKey: .isInitial)
        try c.encode(self.containerInputs, forKey: .containerInputs)
        try c.encode(self.tabs, forKey: .tabs)
    }
}

extension ModelRef {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "typeName": .of(self.typeName)
        case "memberName": .of(self.memberName)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case typeName, memberName
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.typeName, forKey: .typeName)
        try c.encode(self.memberName, forKey: .memberName)
    }
}

extension ModelContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(self.name)
        case "designName": .of(self.designName)
        case "title": .of(self.title)
        case "properties": .of(self.properties)
        case "hasProperties": .of(self.hasProperties)
        case "methods": .of(self.methods)
        case "hasMethods": .of(self.hasMethods)
        case "isLast": .of(self.isLast)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case name, designName, title, properties, hasProperties, methods, hasMethods, isLast
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.name, forKey: .name)
        try c.encode(self.designName, forKey: .designName)
        try c.encode(self.title, forKey: .title)
        try c.encode(self.properties, forKey: .properties)
        try c.encode(self.hasProperties, forKey: .hasProperties)
        try c.encode(self.methods, forKey: .methods)
        try c.encode(self.hasMethods, forKey: .hasMethods)
        try c.encode(self.isLast, forKey: .isLast)
    }
}

extension MethodContext {
    public func value(forKey key: String) -> MustacheValue? {
        switch key {
        case "name": .of(self.name)
        case "designName": .of(self.designName)
        case "parameters": .of(self.parameters)
        case "returnType": .of(self.returnType)
        case "hasReturn": .of(self.hasReturn)
        default: nil
        }
    }

    private enum FieldKeys: String, CodingKey {
        case name, designName, parameters, returnType, hasReturn
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.name, forKey: .name)
        try c.encode(self.designName, forKey: .designName)
        try c.encode(self.parameters, forKey: .parameters)
        try c.encodeIfPresent(self.returnType, forKey: .returnType)
        try c.encode(self.hasReturn, forKey: .hasReturn)
    }
}
