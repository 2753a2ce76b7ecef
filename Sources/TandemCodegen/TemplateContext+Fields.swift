// Made from the context types' declarations in Sources/TandemCodegen/TemplateContext.swift by tandem-context-fields:
// do not edit. After adding, removing or documenting a field there, run `swift run tandem-context-fields`
// (ContextFieldsTests fails while this file or the tables of docs/templates.md are stale).

import TandemMustache
import TandemPlatform

extension TemplateContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 3:
            switch key {
            case "app": return .of(self.app)
            default: break
            }
        case 4:
            switch key {
            case "tool": return .of(self.tool)
            default: break
            }
        case 5:
            switch key {
            case "enums": return .of(self.enums)
            default: break
            }
        case 6:
            switch key {
            case "models": return .of(self.models)
            default: break
            }
        case 7:
            switch key {
            case "screens": return .of(self.screens)
            default: break
            }
        case 8:
            switch key {
            case "hasEnums": return .of(self.hasEnums)
            default: break
            }
        case 9:
            switch key {
            case "hasModels": return .of(self.hasModels)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.tool)
        hasher.combine(self.app)
        hasher.combine(self.screens)
        hasher.combine(self.models)
        hasher.combine(self.hasModels)
        hasher.combine(self.enums)
        hasher.combine(self.sharingIOSClass)
        hasher.combine(self.sharingAndroidClass)
    }
}

extension EnumContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4:
            switch key {
            case "name": return .of(self.name)
            default: break
            }
        case 5:
            switch key {
            case "title": return .of(self.title)
            case "cases": return .of(self.cases)
            default: break
            }
        case 6:
            switch key {
            case "isLast": return .of(self.isLast)
            default: break
            }
        case 10:
            switch key {
            case "designName": return .of(self.designName)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.name)
        hasher.combine(self.designName)
        hasher.combine(self.title)
        hasher.combine(self.cases)
        hasher.combine(self.isLast)
    }
}

extension EnumCaseContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4:
            switch key {
            case "name": return .of(self.name)
            default: break
            }
        case 6:
            switch key {
            case "isLast": return .of(self.isLast)
            default: break
            }
        case 7:
            switch key {
            case "isFirst": return .of(self.isFirst)
            default: break
            }
        case 10:
            switch key {
            case "designName": return .of(self.designName)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.name)
        hasher.combine(self.designName)
        hasher.combine(self.isFirst)
        hasher.combine(self.isLast)
    }
}

extension ToolContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4:
            switch key {
            case "name": return .of(self.name)
            default: break
            }
        case 7:
            switch key {
            case "version": return .of(self.version)
            default: break
            }
        default: break
        }
        return nil
    }

    private enum FieldKeys: String, CodingKey {
        case name, version
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.name, forKey: .name)
        try c.encode(self.version, forKey: .version)
    }

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.name)
        hasher.combine(self.version)
    }
}

extension AppContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4:
            switch key {
            case "name": return .of(self.name)
            default: break
            }
        case 6:
            switch key {
            case "native": return .of(self.native)
            default: break
            }
        case 7:
            switch key {
            case "usesWeb": return .of(self.usesWeb)
            case "hasTabs": return .of(self.hasTabs)
            default: break
            }
        case 8:
            switch key {
            case "usesMaps": return .of(self.usesMaps)
            case "hasSplit": return .of(self.hasSplit)
            case "hasPages": return .of(self.hasPages)
            default: break
            }
        case 9:
            switch key {
            case "usesLists": return .of(self.usesLists)
            case "hasDrawer": return .of(self.hasDrawer)
            case "deepLinks": return .of(self.deepLinks)
            default: break
            }
        case 10:
            switch key {
            case "flatGroups": return .of(self.flatGroups)
            case "hasUnwinds": return .of(self.hasUnwinds)
            case "urlSchemes": return .of(self.urlSchemes)
            default: break
            }
        case 11:
            switch key {
            case "startScreen": return .of(self.startScreen)
            default: break
            }
        case 12:
            switch key {
            case "nestedGraphs": return .of(self.nestedGraphs)
            case "hasDeepLinks": return .of(self.hasDeepLinks)
            case "hasItemLinks": return .of(self.hasItemLinks)
            default: break
            }
        case 13:
            switch key {
            case "locationUsage": return .of(self.locationUsage)
            case "hasContainers": return .of(self.hasContainers)
            case "hasURLSchemes": return .of(self.hasURLSchemes)
            default: break
            }
        case 14:
            switch key {
            case "startArguments": return .of(self.startArguments)
            default: break
            }
        case 15:
            switch key {
            case "hasNestedGraphs": return .of(self.hasNestedGraphs)
            default: break
            }
        case 17:
            switch key {
            case "globalTransitions": return .of(self.globalTransitions)
            case "hasUniversalLinks": return .of(self.hasUniversalLinks)
            default: break
            }
        case 18:
            switch key {
            case "drawerDestinations": return .of(self.drawerDestinations)
            case "universalLinkHosts": return .of(self.universalLinkHosts)
            default: break
            }
        case 20:
            switch key {
            case "topLevelDestinations": return .of(self.topLevelDestinations)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.name)
        hasher.combine(self.locationUsage)
        hasher.combine(self.native)
        hasher.combine(self.startScreen)
        hasher.combine(self.usesMaps)
        hasher.combine(self.usesLists)
        hasher.combine(self.usesWeb)
        hasher.combine(self.startArguments)
        hasher.combine(self.topLevelDestinations)
        hasher.combine(self.drawerDestinations)
        hasher.combine(self.hasTabs)
        hasher.combine(self.hasDrawer)
        hasher.combine(self.hasSplit)
        hasher.combine(self.hasPages)
        hasher.combine(self.globalTransitions)
        hasher.combine(self.nestedGraphs)
        hasher.combine(self.flatGroups)
        hasher.combine(self.hasUnwinds)
        hasher.combine(self.deepLinks)
        hasher.combine(self.urlSchemes)
        hasher.combine(self.universalLinkHosts)
    }
}

extension NestedGraphContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4:
            switch key {
            case "name": return .of(self.name)
            default: break
            }
        case 5:
            switch key {
            case "start": return .of(self.start)
            default: break
            }
        case 7:
            switch key {
            case "graphID": return .of(self.graphID)
            case "screens": return .of(self.screens)
            default: break
            }
        case 17:
            switch key {
            case "globalTransitions": return .of(self.globalTransitions)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.name)
        hasher.combine(self.graphID)
        hasher.combine(self.start)
        hasher.combine(self.screens)
        hasher.combine(self.globalTransitions)
    }
}

extension FlatGroupContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4:
            switch key {
            case "name": return .of(self.name)
            default: break
            }
        case 6:
            switch key {
            case "reason": return .of(self.reason)
            default: break
            }
        default: break
        }
        return nil
    }

    private enum FieldKeys: String, CodingKey {
        case name, reason
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.name, forKey: .name)
        try c.encode(self.reason, forKey: .reason)
    }

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.name)
        hasher.combine(self.reason)
    }
}

extension ScreenRef: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 2:
            switch key {
            case "id": return .of(self.id)
            default: break
            }
        case 4:
            switch key {
            case "icon": return .of(self.icon)
            default: break
            }
        case 5:
            switch key {
            case "title": return .of(self.title)
            default: break
            }
        case 6:
            switch key {
            case "native": return .of(self.native)
            case "isTabs": return .of(self.isTabs)
            case "inputs": return .of(self.inputs)
            default: break
            }
        case 7:
            switch key {
            case "isSplit": return .of(self.isSplit)
            case "hasMenu": return .of(self.hasMenu)
            case "results": return .of(self.results)
            case "hasIcon": return .of(self.hasIcon)
            default: break
            }
        case 8:
            switch key {
            case "isDialog": return .of(self.isDialog)
            case "isDrawer": return .of(self.isDrawer)
            default: break
            }
        case 9:
            switch key {
            case "hasInputs": return .of(self.hasInputs)
            default: break
            }
        case 10:
            switch key {
            case "hasResults": return .of(self.hasResults)
            default: break
            }
        case 11:
            switch key {
            case "isContainer": return .of(self.isContainer)
            default: break
            }
        case 13:
            switch key {
            case "isBottomSheet": return .of(self.isBottomSheet)
            case "usesSplitView": return .of(self.usesSplitView)
            default: break
            }
        case 14:
            switch key {
            case "hasRouteValues": return .of(self.hasRouteValues)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.id)
        hasher.combine(self.title)
        hasher.combine(self.native)
        hasher.combine(self.isDialog)
        hasher.combine(self.isBottomSheet)
        hasher.combine(self.isTabs)
        hasher.combine(self.isDrawer)
        hasher.combine(self.isSplit)
        hasher.combine(self.isContainer)
        hasher.combine(self.hasMenu)
        hasher.combine(self.usesSplitView)
        hasher.combine(self.hasInputs)
        hasher.combine(self.hasRouteValues)
        hasher.combine(self.inputs)
        hasher.combine(self.hasResults)
        hasher.combine(self.results)
        hasher.combine(self.icon)
        hasher.combine(self.hasIcon)
    }
}

extension IconContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 7:
            switch key {
            case "outline": return .of(self.outline)
            default: break
            }
        case 8:
            switch key {
            case "sfSymbol": return .of(self.sfSymbol)
            default: break
            }
        case 11:
            switch key {
            case "composeIcon": return .of(self.composeIcon)
            default: break
            }
        case 13:
            switch key {
            case "composeImport": return .of(self.composeImport)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.sfSymbol)
        hasher.combine(self.composeIcon)
        hasher.combine(self.composeImport)
        hasher.combine(self.outline)
    }
}

extension ScreenContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4:
            switch key {
            case "kind": return .of(self.kind)
            case "tabs": return .of(self.tabs)
            default: break
            }
        case 5:
            switch key {
            case "tasks": return .of(self.tasks)
            case "notes": return .of(self.notes)
            case "pages": return .of(self.pages)
            case "panes": return .of(self.panes)
            case "backs": return .of(self.backs)
            default: break
            }
        case 6:
            switch key {
            case "isList": return .of(self.isList)
            case "tabBar": return .of(self.tabBar)
            case "embeds": return .of(self.embeds)
            case "paneOf": return .of(self.paneOf)
            case "isPane": return .of(self.isPane)
            default: break
            }
        case 7:
            switch key {
            case "isPlain": return .of(self.isPlain)
            case "isStart": return .of(self.isStart)
            case "showsUp": return .of(self.showsUp)
            case "unwinds": return .of(self.unwinds)
            case "actions": return .of(self.actions)
            default: break
            }
        case 8:
            switch key {
            case "hasTasks": return .of(self.hasTasks)
            case "elements": return .of(self.elements)
            case "showsMap": return .of(self.showsMap)
            case "observes": return .of(self.observes)
            case "hasPages": return .of(self.hasPages)
            default: break
            }
        case 9:
            switch key {
            case "isEntered": return .of(self.isEntered)
            case "taskItems": return .of(self.taskItems)
            case "deepLinks": return .of(self.deepLinks)
            case "lifecycle": return .of(self.lifecycle)
            case "hasEmbeds": return .of(self.hasEmbeds)
            default: break
            }
        case 10:
            switch key {
            case "hasUnwinds": return .of(self.hasUnwinds)
            case "isTabChild": return .of(self.isTabChild)
            case "embeddedIn": return .of(self.embeddedIn)
            case "isEmbedded": return .of(self.isEmbedded)
            case "initialTab": return .of(self.initialTab)
            case "argsBundle": return .of(self.argsBundle)
            default: break
            }
        case 11:
            switch key {
            case "isPresented": return .of(self.isPresented)
            case "hasBindings": return .of(self.hasBindings)
            case "hasElements": return .of(self.hasElements)
            case "hasTriggers": return .of(self.hasTriggers)
            case "transitions": return .of(self.transitions)
            case "opensSheets": return .of(self.opensSheets)
            case "splitDetail": return .of(self.splitDetail)
            case "sharesClass": return .of(self.sharesClass)
            default: break
            }
        case 12:
            switch key {
            case "requirements": return .of(self.requirements)
            case "hasDeepLinks": return .of(self.hasDeepLinks)
            case "showsWebPage": return .of(self.showsWebPage)
            case "resultBundle": return .of(self.resultBundle)
            default: break
            }
        case 13:
            switch key {
            case "isModalTarget": return .of(self.isModalTarget)
            case "isClearTarget": return .of(self.isClearTarget)
            case "isDrawerChild": return .of(self.isDrawerChild)
            case "embeddingHost": return .of(self.embeddingHost)
            case "scrollsAsForm": return .of(self.scrollsAsForm)
            default: break
            }
        case 14:
            switch key {
            case "hasListElement": return .of(self.hasListElement)
            case "hasHeaderViews": return .of(self.hasHeaderViews)
            case "headerElements": return .of(self.headerElements)
            case "footerElements": return .of(self.footerElements)
            case "hasFooterViews": return .of(self.hasFooterViews)
            case "hasTransitions": return .of(self.hasTransitions)
            default: break
            }
        case 15:
            switch key {
            case "hasRequirements": return .of(self.hasRequirements)
            case "receivesResults": return .of(self.receivesResults)
            case "hasSectionViews": return .of(self.hasSectionViews)
            case "hasFillElements": return .of(self.hasFillElements)
            case "initialTabIndex": return .of(self.initialTabIndex)
            case "itemIconImports": return .of(self.itemIconImports)
            case "isChildFragment": return .of(self.isChildFragment)
            default: break
            }
        case 16:
            switch key {
            case "requirementItems": return .of(self.requirementItems)
            case "arrangedElements": return .of(self.arrangedElements)
            case "isContainerChild": return .of(self.isContainerChild)
            default: break
            }
        case 17:
            switch key {
            case "hasRequiredInputs": return .of(self.hasRequiredInputs)
            default: break
            }
        case 18:
            switch key {
            case "receivesNewIntents": return .of(self.receivesNewIntents)
            case "holdsViewResources": return .of(self.holdsViewResources)
            default: break
            }
        case 20:
            switch key {
            case "hasResultTransitions": return .of(self.hasResultTransitions)
            default: break
            }
        default: break
        }
        return self.ref.value(forKey: key)
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.ref)
        hasher.combine(self.kind)
        hasher.combine(self.isList)
        hasher.combine(self.isPlain)
        hasher.combine(self.isStart)
        hasher.combine(self.hasRequiredInputs)
        hasher.combine(self.isEntered)
        hasher.combine(self.isModalTarget)
        hasher.combine(self.showsUp)
        hasher.combine(self.tasks)
        hasher.combine(self.requirements)
        hasher.combine(self.hasRequirements)
        hasher.combine(self.taskItems)
        hasher.combine(self.requirementItems)
        hasher.combine(self.hasTasks)
        hasher.combine(self.isPresented)
        hasher.combine(self.isClearTarget)
        hasher.combine(self.unwinds)
        hasher.combine(self.hasBindings)
        hasher.combine(self.deepLinks)
        hasher.combine(self.elements)
        hasher.combine(self.hasElements)
        hasher.combine(self.hasTriggers)
        hasher.combine(self.hasListElement)
        hasher.combine(self.hasHeaderViews)
        hasher.combine(self.arrangedElements)
        hasher.combine(self.headerElements)
        hasher.combine(self.footerElements)
        hasher.combine(self.hasFooterViews)
        hasher.combine(self.hasFillElements)
        hasher.combine(self.showsWebPage)
        hasher.combine(self.showsMap)
        hasher.combine(self.actions)
        hasher.combine(self.transitions)
        hasher.combine(self.hasTransitions)
        hasher.combine(self.hasResultTransitions)
        hasher.combine(self.opensSheets)
        hasher.combine(self.tabs)
        hasher.combine(self.initialTabIndex)
        hasher.combine(self.itemIconImports)
        hasher.combine(self.tabBar)
        hasher.combine(self.isTabChild)
        hasher.combine(self.isDrawerChild)
        hasher.combine(self.isContainerChild)
        hasher.combine(self.observes)
        hasher.combine(self.lifecycle)
        hasher.combine(self.notes)
        hasher.combine(self.splitDetail)
        hasher.combine(self.embeds)
        hasher.combine(self.embeddedIn)
        hasher.combine(self.embeddingHost)
        hasher.combine(self.paneOf)
        hasher.combine(self.panes)
        hasher.combine(self.sharesClass)
        hasher.combine(self.initialTab)
        hasher.combine(self.backs)
        hasher.combine(self.argsBundle)
        hasher.combine(self.resultBundle)
    }
}

extension TraceItem: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 2:
            switch key {
            case "id": return .of(self.id)
            default: break
            }
        case 5:
            switch key {
            case "title": return .of(self.title)
            default: break
            }
        case 6:
            switch key {
            case "isLast": return .of(self.isLast)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.id)
        hasher.combine(self.title)
        hasher.combine(self.isLast)
    }
}

extension LifecycleContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 5:
            switch key {
            case "pause": return .of(self.pause)
            default: break
            }
        case 6:
            switch key {
            case "create": return .of(self.create)
            case "resume": return .of(self.resume)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.create)
        hasher.combine(self.resume)
        hasher.combine(self.pause)
    }
}

extension FieldContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4:
            switch key {
            case "name": return .of(self.name)
            case "type": return .of(self.type)
            default: break
            }
        case 6:
            switch key {
            case "isLast": return .of(self.isLast)
            default: break
            }
        case 10:
            switch key {
            case "designName": return .of(self.designName)
            case "isOptional": return .of(self.isOptional)
            case "hasDefault": return .of(self.hasDefault)
            default: break
            }
        case 12:
            switch key {
            case "defaultValue": return .of(self.defaultValue)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.name)
        hasher.combine(self.designName)
        hasher.combine(self.type)
        hasher.combine(self.isOptional)
        hasher.combine(self.isLast)
        hasher.combine(self.defaultValue)
    }
}

extension ElementContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4:
            switch key {
            case "name": return .of(self.name)
            case "kind": return .of(self.kind)
            case "text": return .of(self.text)
            default: break
            }
        case 5:
            switch key {
            case "label": return .of(self.label)
            case "isMap": return .of(self.isMap)
            default: break
            }
        case 6:
            switch key {
            case "native": return .of(self.native)
            case "rowKey": return .of(self.rowKey)
            case "action": return .of(self.action)
            case "isLast": return .of(self.isLast)
            case "isList": return .of(self.isList)
            default: break
            }
        case 7:
            switch key {
            case "isBound": return .of(self.isBound)
            case "rowType": return .of(self.rowType)
            case "rowText": return .of(self.rowText)
            case "bindRow": return .of(self.bindRow)
            case "isLabel": return .of(self.isLabel)
            case "isImage": return .of(self.isImage)
            default: break
            }
        case 8:
            switch key {
            case "nameText": return .of(self.nameText)
            case "hasLabel": return .of(self.hasLabel)
            case "hasState": return .of(self.hasState)
            case "segments": return .of(self.segments)
            case "hasTitle": return .of(self.hasTitle)
            case "isButton": return .of(self.isButton)
            case "isSwitch": return .of(self.isSwitch)
            case "isPicker": return .of(self.isPicker)
            case "isSlider": return .of(self.isSlider)
            default: break
            }
        case 9:
            switch key {
            case "rowAction": return .of(self.rowAction)
            case "hasAction": return .of(self.hasAction)
            case "isSpinner": return .of(self.isSpinner)
            case "isStepper": return .of(self.isStepper)
            case "isWebView": return .of(self.isWebView)
            default: break
            }
        case 10:
            switch key {
            case "designName": return .of(self.designName)
            case "fillsSpace": return .of(self.fillsSpace)
            case "isTextView": return .of(self.isTextView)
            case "isCheckbox": return .of(self.isCheckbox)
            case "isProgress": return .of(self.isProgress)
            default: break
            }
        case 11:
            switch key {
            case "hasSegments": return .of(self.hasSegments)
            case "isPlainView": return .of(self.isPlainView)
            case "isTextInput": return .of(self.isTextInput)
            case "isTextField": return .of(self.isTextField)
            case "isSegmented": return .of(self.isSegmented)
            default: break
            }
        case 12:
            switch key {
            case "rowParameter": return .of(self.rowParameter)
            case "rowTypeOrAny": return .of(self.rowTypeOrAny)
            case "rowsProperty": return .of(self.rowsProperty)
            case "isDatePicker": return .of(self.isDatePicker)
            default: break
            }
        case 13:
            switch key {
            case "isSecureField": return .of(self.isSecureField)
            default: break
            }
        case 15:
            switch key {
            case "actionArguments": return .of(self.actionArguments)
            case "triggeredAction": return .of(self.triggeredAction)
            default: break
            }
        case 16:
            switch key {
            case "isLabeledControl": return .of(self.isLabeledControl)
            default: break
            }
        case 17:
            switch key {
            case "rowTextIsOptional": return .of(self.rowTextIsOptional)
            default: break
            }
        case 18:
            switch key {
            case "triggersUncallable": return .of(self.triggersUncallable)
            default: break
            }
        case 19:
            switch key {
            case "isTableOfListScreen": return .of(self.isTableOfListScreen)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.isBound)
        hasher.combine(self.name)
        hasher.combine(self.designName)
        hasher.combine(self.kind)
        hasher.combine(self.native)
        hasher.combine(self.label)
        hasher.combine(self.nameText)
        hasher.combine(self.hasLabel)
        hasher.combine(self.text)
        hasher.combine(self.hasState)
        hasher.combine(self.segments)
        hasher.combine(self.hasSegments)
        hasher.combine(self.rowType)
        hasher.combine(self.rowAction)
        hasher.combine(self.rowParameter)
        hasher.combine(self.rowTypeOrAny)
        hasher.combine(self.rowKey)
        hasher.combine(self.rowText)
        hasher.combine(self.rowTextIsOptional)
        hasher.combine(self.rowsProperty)
        hasher.combine(self.bindRow)
        hasher.combine(self.isLabeledControl)
        hasher.combine(self.fillsSpace)
        hasher.combine(self.isPlainView)
        hasher.combine(self.isTableOfListScreen)
        hasher.combine(self.isTextInput)
        hasher.combine(self.hasTitle)
        hasher.combine(self.action)
        hasher.combine(self.hasAction)
        hasher.combine(self.actionArguments)
        hasher.combine(self.triggersUncallable)
        hasher.combine(self.triggeredAction)
        hasher.combine(self.isLast)
    }
}

extension SegmentContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4:
            switch key {
            case "text": return .of(self.text)
            default: break
            }
        case 5:
            switch key {
            case "index": return .of(self.index)
            default: break
            }
        case 6:
            switch key {
            case "native": return .of(self.native)
            case "isLast": return .of(self.isLast)
            default: break
            }
        case 7:
            switch key {
            case "isFirst": return .of(self.isFirst)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.text)
        hasher.combine(self.native)
        hasher.combine(self.index)
        hasher.combine(self.isFirst)
        hasher.combine(self.isLast)
    }
}

extension ActionContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4:
            switch key {
            case "name": return .of(self.name)
            default: break
            }
        case 8:
            switch key {
            case "triggers": return .of(self.triggers)
            case "goesBack": return .of(self.goesBack)
            default: break
            }
        case 9:
            switch key {
            case "navigates": return .of(self.navigates)
            case "needsData": return .of(self.needsData)
            default: break
            }
        case 10:
            switch key {
            case "designName": return .of(self.designName)
            case "parameters": return .of(self.parameters)
            default: break
            }
        case 13:
            switch key {
            case "hasParameters": return .of(self.hasParameters)
            case "hasNavigation": return .of(self.hasNavigation)
            case "backArguments": return .of(self.backArguments)
            case "backNeedsData": return .of(self.backNeedsData)
            default: break
            }
        case 19:
            switch key {
            case "navigationArguments": return .of(self.navigationArguments)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.name)
        hasher.combine(self.designName)
        hasher.combine(self.parameters)
        hasher.combine(self.hasParameters)
        hasher.combine(self.triggers)
        hasher.combine(self.navigates)
        hasher.combine(self.hasNavigation)
        hasher.combine(self.navigationArguments)
        hasher.combine(self.needsData)
        hasher.combine(self.goesBack)
        hasher.combine(self.backArguments)
        hasher.combine(self.backNeedsData)
    }
}

extension TransitionContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4:
            switch key {
            case "data": return .of(self.data)
            default: break
            }
        case 5:
            switch key {
            case "style": return .of(self.style)
            case "names": return .of(self.names)
            case "clear": return .of(self.clear)
            default: break
            }
        case 6:
            switch key {
            case "isPush": return .of(self.isPush)
            case "target": return .of(self.target)
            case "action": return .of(self.action)
            default: break
            }
        case 7:
            switch key {
            case "isModal": return .of(self.isModal)
            case "hasData": return .of(self.hasData)
            case "results": return .of(self.results)
            default: break
            }
        case 8:
            switch key {
            case "isGlobal": return .of(self.isGlobal)
            default: break
            }
        case 9:
            switch key {
            case "isReplace": return .of(self.isReplace)
            default: break
            }
        case 10:
            switch key {
            case "methodName": return .of(self.methodName)
            default: break
            }
        case 11:
            switch key {
            case "showsDetail": return .of(self.showsDetail)
            default: break
            }
        case 12:
            switch key {
            case "presentation": return .of(self.presentation)
            default: break
            }
        case 13:
            switch key {
            case "resultHandler": return .of(self.resultHandler)
            case "isGraphAction": return .of(self.isGraphAction)
            default: break
            }
        case 14:
            switch key {
            case "replacesSource": return .of(self.replacesSource)
            default: break
            }
        case 15:
            switch key {
            case "targetArguments": return .of(self.targetArguments)
            case "clearsToEarlier": return .of(self.clearsToEarlier)
            case "deliversResults": return .of(self.deliversResults)
            default: break
            }
        case 16:
            switch key {
            case "presentsAsDialog": return .of(self.presentsAsDialog)
            default: break
            }
        case 17:
            switch key {
            case "presentsAsPopover": return .of(self.presentsAsPopover)
            default: break
            }
        case 18:
            switch key {
            case "presentsFullScreen": return .of(self.presentsFullScreen)
            default: break
            }
        case 20:
            switch key {
            case "hasPresentationStyle": return .of(self.hasPresentationStyle)
            default: break
            }
        case 21:
            switch key {
            case "presentsAsBottomSheet": return .of(self.presentsAsBottomSheet)
            default: break
            }
        case 23:
            switch key {
            case "navigationDestinationID": return .of(self.navigationDestinationID)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.style)
        hasher.combine(self.isPush)
        hasher.combine(self.isModal)
        hasher.combine(self.isReplace)
        hasher.combine(self.target)
        hasher.combine(self.methodName)
        hasher.combine(self.names)
        hasher.combine(self.action)
        hasher.combine(self.data)
        hasher.combine(self.hasData)
        hasher.combine(self.targetArguments)
        hasher.combine(self.results)
        hasher.combine(self.resultHandler)
        hasher.combine(self.showsDetail)
        hasher.combine(self.isGlobal)
        hasher.combine(self.isGraphAction)
        hasher.combine(self.navigationDestinationID)
        hasher.combine(self.presentation)
        hasher.combine(self.presentsFullScreen)
        hasher.combine(self.presentsAsBottomSheet)
        hasher.combine(self.presentsAsDialog)
        hasher.combine(self.presentsAsPopover)
        hasher.combine(self.clear)
        hasher.combine(self.clearsToEarlier)
        hasher.combine(self.replacesSource)
        hasher.combine(self.deliversResults)
    }
}

extension DeepLinkContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 3:
            switch key {
            case "uri": return .of(self.uri)
            default: break
            }
        case 4:
            switch key {
            case "host": return .of(self.host)
            case "code": return .of(self.code)
            default: break
            }
        case 6:
            switch key {
            case "target": return .of(self.target)
            case "scheme": return .of(self.scheme)
            default: break
            }
        case 9:
            switch key {
            case "itemIndex": return .of(self.itemIndex)
            default: break
            }
        case 10:
            switch key {
            case "usesValues": return .of(self.usesValues)
            default: break
            }
        case 11:
            switch key {
            case "pathPattern": return .of(self.pathPattern)
            case "selectsItem": return .of(self.selectsItem)
            default: break
            }
        case 12:
            switch key {
            case "placeholders": return .of(self.placeholders)
            default: break
            }
        case 13:
            switch key {
            case "itemContainer": return .of(self.itemContainer)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.uri)
        hasher.combine(self.target)
        hasher.combine(self.scheme)
        hasher.combine(self.host)
        hasher.combine(self.pathPattern)
        hasher.combine(self.code)
        hasher.combine(self.placeholders)
        hasher.combine(self.itemContainer)
        hasher.combine(self.itemIndex)
    }
}

extension DeepLinkSpelling: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 7:
            switch key {
            case "pattern": return .of(self.pattern)
            default: break
            }
        case 8:
            switch key {
            case "bindings": return .of(self.bindings)
            default: break
            }
        case 9:
            switch key {
            case "condition": return .of(self.condition)
            case "arguments": return .of(self.arguments)
            default: break
            }
        case 12:
            switch key {
            case "hasCondition": return .of(self.hasCondition)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.pattern)
        hasher.combine(self.bindings)
        hasher.combine(self.condition)
        hasher.combine(self.arguments)
    }
}

extension ClearContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 6:
            switch key {
            case "screen": return .of(self.screen)
            default: break
            }
        case 8:
            switch key {
            case "isSource": return .of(self.isSource)
            default: break
            }
        case 9:
            switch key {
            case "inclusive": return .of(self.inclusive)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.screen)
        hasher.combine(self.inclusive)
        hasher.combine(self.isSource)
    }
}

extension BundleClassContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 6:
            switch key {
            case "fields": return .of(self.fields)
            default: break
            }
        case 9:
            switch key {
            case "className": return .of(self.className)
            default: break
            }
        default: break
        }
        return nil
    }

    private enum FieldKeys: String, CodingKey {
        case className, fields
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.className, forKey: .className)
        try c.encode(self.fields, forKey: .fields)
    }

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.className)
        hasher.combine(self.fields)
    }
}

extension BackContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 5:
            switch key {
            case "names": return .of(self.names)
            case "isPop": return .of(self.isPop)
            default: break
            }
        case 6:
            switch key {
            case "target": return .of(self.target)
            default: break
            }
        case 7:
            switch key {
            case "results": return .of(self.results)
            default: break
            }
        case 9:
            switch key {
            case "isDismiss": return .of(self.isDismiss)
            case "hasTarget": return .of(self.hasTarget)
            case "unwindKey": return .of(self.unwindKey)
            default: break
            }
        case 10:
            switch key {
            case "methodName": return .of(self.methodName)
            default: break
            }
        case 13:
            switch key {
            case "unwindHandler": return .of(self.unwindHandler)
            default: break
            }
        case 14:
            switch key {
            case "carriesResults": return .of(self.carriesResults)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.methodName)
        hasher.combine(self.names)
        hasher.combine(self.isPop)
        hasher.combine(self.isDismiss)
        hasher.combine(self.hasTarget)
        hasher.combine(self.target)
        hasher.combine(self.carriesResults)
        hasher.combine(self.results)
        hasher.combine(self.unwindHandler)
        hasher.combine(self.unwindKey)
    }
}

extension UnwindContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 3:
            switch key {
            case "key": return .of(self.key)
            default: break
            }
        case 6:
            switch key {
            case "source": return .of(self.source)
            default: break
            }
        case 7:
            switch key {
            case "results": return .of(self.results)
            case "handler": return .of(self.handler)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.source)
        hasher.combine(self.results)
        hasher.combine(self.handler)
        hasher.combine(self.key)
    }
}

extension TabContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 5:
            switch key {
            case "index": return .of(self.index)
            default: break
            }
        case 6:
            switch key {
            case "screen": return .of(self.screen)
            case "isSelf": return .of(self.isSelf)
            case "isLast": return .of(self.isLast)
            default: break
            }
        case 9:
            switch key {
            case "arguments": return .of(self.arguments)
            default: break
            }
        case 12:
            switch key {
            case "passedInputs": return .of(self.passedInputs)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.screen)
        hasher.combine(self.index)
        hasher.combine(self.passedInputs)
        hasher.combine(self.arguments)
        hasher.combine(self.isSelf)
        hasher.combine(self.isLast)
    }
}

extension PanesContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4:
            switch key {
            case "list": return .of(self.list)
            default: break
            }
        case 6:
            switch key {
            case "detail": return .of(self.detail)
            default: break
            }
        case 13:
            switch key {
            case "listArguments": return .of(self.listArguments)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.list)
        hasher.combine(self.listArguments)
        hasher.combine(self.detail)
    }
}

extension EmbedContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 5:
            switch key {
            case "fills": return .of(self.fills)
            case "index": return .of(self.index)
            default: break
            }
        case 6:
            switch key {
            case "screen": return .of(self.screen)
            case "native": return .of(self.native)
            case "isPage": return .of(self.isPage)
            case "isLast": return .of(self.isLast)
            default: break
            }
        case 9:
            switch key {
            case "arguments": return .of(self.arguments)
            case "pageIndex": return .of(self.pageIndex)
            default: break
            }
        case 10:
            switch key {
            case "isLastPage": return .of(self.isLastPage)
            default: break
            }
        case 11:
            switch key {
            case "isFirstPage": return .of(self.isFirstPage)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.screen)
        hasher.combine(self.arguments)
        hasher.combine(self.native)
        hasher.combine(self.fills)
        hasher.combine(self.isPage)
        hasher.combine(self.pageIndex)
        hasher.combine(self.isLastPage)
        hasher.combine(self.index)
        hasher.combine(self.isLast)
    }
}

extension TabBarContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4:
            switch key {
            case "tabs": return .of(self.tabs)
            default: break
            }
        case 7:
            switch key {
            case "initial": return .of(self.initial)
            default: break
            }
        case 8:
            switch key {
            case "isDrawer": return .of(self.isDrawer)
            default: break
            }
        case 9:
            switch key {
            case "container": return .of(self.container)
            case "isInitial": return .of(self.isInitial)
            default: break
            }
        case 15:
            switch key {
            case "containerInputs": return .of(self.containerInputs)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.isDrawer)
        hasher.combine(self.container)
        hasher.combine(self.initial)
        hasher.combine(self.isInitial)
        hasher.combine(self.containerInputs)
        hasher.combine(self.tabs)
    }
}

extension ModelRef: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 8:
            switch key {
            case "typeName": return .of(self.typeName)
            default: break
            }
        case 10:
            switch key {
            case "memberName": return .of(self.memberName)
            default: break
            }
        default: break
        }
        return nil
    }

    private enum FieldKeys: String, CodingKey {
        case typeName, memberName
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKeys.self)
        try c.encode(self.typeName, forKey: .typeName)
        try c.encode(self.memberName, forKey: .memberName)
    }

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.typeName)
        hasher.combine(self.memberName)
    }
}

extension ModelContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4:
            switch key {
            case "name": return .of(self.name)
            default: break
            }
        case 5:
            switch key {
            case "title": return .of(self.title)
            default: break
            }
        case 6:
            switch key {
            case "isLast": return .of(self.isLast)
            default: break
            }
        case 7:
            switch key {
            case "methods": return .of(self.methods)
            default: break
            }
        case 10:
            switch key {
            case "designName": return .of(self.designName)
            case "properties": return .of(self.properties)
            case "hasMethods": return .of(self.hasMethods)
            default: break
            }
        case 13:
            switch key {
            case "hasProperties": return .of(self.hasProperties)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.name)
        hasher.combine(self.designName)
        hasher.combine(self.title)
        hasher.combine(self.properties)
        hasher.combine(self.hasProperties)
        hasher.combine(self.methods)
        hasher.combine(self.hasMethods)
        hasher.combine(self.isLast)
    }
}

extension MethodContext: StableHashable {
    public func value(forKey key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4:
            switch key {
            case "name": return .of(self.name)
            default: break
            }
        case 9:
            switch key {
            case "hasReturn": return .of(self.hasReturn)
            default: break
            }
        case 10:
            switch key {
            case "designName": return .of(self.designName)
            case "parameters": return .of(self.parameters)
            case "returnType": return .of(self.returnType)
            default: break
            }
        default: break
        }
        return nil
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

    public func fingerprint(into hasher: inout StableHasher) {
        hasher.combine(self.name)
        hasher.combine(self.designName)
        hasher.combine(self.parameters)
        hasher.combine(self.returnType)
        hasher.combine(self.hasReturn)
    }
}
