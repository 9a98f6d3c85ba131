// What the window says about files: a binary file is "not a text file" (never a dump
// of its bytes), a quote of a bad line is short, the error box stays a sane width,
// and every save or export error names the whole path, folder and file.
#include <QApplication>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>

#include "contest_kinds.h"
#include "dialog_test_support.h"
#include "export_failure_support.h"
#include "models/move_list_model.h"
#include "ui/batch_dialog.h"
#include "ui/compare_dialog.h"
#include "ui/mainwindow.h"
#include "ui/solution_io.h"

#include "puzzle_keys.h"

using namespace pl;
using namespace pl::test;

namespace {

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

// The start of an executable: a header, then NULs and bytes of every kind.
QByteArray binaryBytes()
{
    QByteArray bytes(
        "\x7f"
        "ELF\x02\x01\x01",
        7);
    for (int i = 0; i < 600; ++i)
        bytes += char((i * 37) % 256);
    return bytes;
}

// Text that is not UTF-8 (Latin-1 accents), without a single NUL byte.
QByteArray latin1Bytes()
{
    return QByteArray("PuzzleLab solution 1\npuzzle: clocks\nstart: caf\xe9 \xe0 la cr\xe8me\n");
}

// A text file whose first line is one long word: the message may quote it, but not all.
QByteArray longLineBytes()
{
    return QByteArray(3000, 'x') + "\n";
}

// The longest run of characters in `text` that a message box could not wrap.
qsizetype longestWord(const QString& text)
{
    qsizetype longest = 0;
    for (const QString& word : text.split(QRegularExpression(QStringLiteral("\\s+"))))
        longest = std::max(longest, word.size());
    return longest;
}

// Drops `path` on the window and reads the message box it shows (then closes it).
struct Box {
    bool shown = false;
    QString text;
    int width = 0;
};
Box dropAndReadBox(MainWindow& w, const QString& path)
{
    Box box;
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(path)});
    QDropEvent drop(QPointF(100, 100), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QTimer poll;
    poll.setInterval(10);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        auto* message = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!message || box.shown)
            return;
        box.shown = true;
        box.text = message->text();
        box.width = message->width();
        dialog_test::shot(*message, "open-error-box");
        message->done(QMessageBox::Ok);
    });
    poll.start();
    // As a drag from a file manager: entered, then dropped.
    QDragEnterEvent enter(QPoint(100, 100), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &enter);
    QApplication::sendEvent(&w, &drop);
    // The window shows the box after the drop has returned.
    for (int i = 0; i < 1000 && !box.shown; ++i)
        QTest::qWait(10);
    return box;
}

}  // namespace

class TestFileMessages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void binaryFilesAreNotTextFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("executable") << binaryBytes();
        QTest::newRow("NUL after a good header")
            << QByteArray("PuzzleLab solution 1\npuzzle: clocks\n\0\0\0\0\x01\x02", 42);
        QTest::newRow("not UTF-8") << latin1Bytes();
    }

    void binaryFilesAreNotTextFiles()
    {
        QFETCH(QByteArray, bytes);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("picture.txt"));
        writeFile(path, bytes);
        SavedSolution record;
        record.moves = {1, 2, 3};
        const QString error = SolutionIo::load(path, &record);
        QVERIFY2(error.contains(QStringLiteral("not a text file")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("picture.txt")), qPrintable(error));
        // No bytes of it, raw or escaped.
        QVERIFY2(!error.contains(QStringLiteral("\\x")), qPrintable(error));
        QVERIFY2(!error.contains(QChar(0xFFFD)), qPrintable(error));
        QVERIFY2(error.size() < 200, qPrintable(error));
        QCOMPARE(record.moves, (std::vector<int>{1, 2, 3}));  // untouched
    }

    void aUtf16FileIsStillCalledUtf16()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("wide.txt"));
        const QString text = QStringLiteral("PuzzleLab solution 1\npuzzle: clocks\n");
        QByteArray bytes("\xff\xfe");
        bytes += QByteArray(reinterpret_cast<const char*>(text.utf16()), text.size() * 2);
        writeFile(path, bytes);
        const QString error = SolutionIo::load(path, nullptr);
        QVERIFY2(error.contains(QStringLiteral("UTF-16")), qPrintable(error));
    }

    void aLongBadLineIsQuotedShort()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.txt"));
        writeFile(path, longLineBytes());
        const QString error = SolutionIo::load(path, nullptr);
        QVERIFY2(error.contains(QStringLiteral("xxxx")), qPrintable(error));  // it quotes
        QVERIFY2(error.contains(QChar(0x2026)), qPrintable(error));           // elided
        QVERIFY2(longestWord(error) <= 48, qPrintable(error));
        // Pasted text is quoted as briefly.
        const QString pasted = SolutionIo::parse(
            QByteArray("PuzzleLab solution 1\n") + QByteArray(500, 'y') + "\n", nullptr);
        QVERIFY2(longestWord(pasted) <= 48, qPrintable(pasted));
    }

    void theErrorBoxStaysNarrow_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("says");
        QTest::newRow("binary") << binaryBytes() << QStringLiteral("not a text file");
        QTest::newRow("long line") << longLineBytes() << QStringLiteral("not the header");
    }

    void theErrorBoxStaysNarrow()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("dropped.bin"));
        writeFile(path, bytes);
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const Box box = dropAndReadBox(w, path);
        QVERIFY(box.shown);
        qInfo("the box is %d px wide", box.width);
        QVERIFY2(box.width <= 640, qPrintable(QString::number(box.width)));
        QVERIFY2(box.text.contains(says), qPrintable(box.text));
    }

    void batchInputThatIsBinaryIsNotATextFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cases.in"));
        writeFile(path, binaryBytes());
        BatchDialog dialog(test::sharedOf(PuzzleKind::Clocks));
        QVERIFY(!dialog.loadFile(path));
        QVERIFY2(dialog.statusText().contains(QStringLiteral("not a text file")),
                 qPrintable(dialog.statusText()));
        QVERIFY2(!dialog.statusText().contains(QStringLiteral("\\x")),
                 qPrintable(dialog.statusText()));
        QCOMPARE(dialog.caseCount(), 0);
    }

    // ------------------------------------------------------------ save errors

    void saveErrorsNameTheFolderAndTheFile()
    {
        MainWindow w;
        w.selectPuzzle(test::keyOf(PuzzleKind::Clocks));
        QVERIFY(w.setPositionText(QStringLiteral("9 9 12 6 6 6 6 3 6")).isEmpty());
        w.solve();
        QTRY_VERIFY_WITH_TIMEOUT(!w.isSolving(test::keyOf(PuzzleKind::Clocks)), 30000);
        QVERIFY(w.moveModel(test::keyOf(PuzzleKind::Clocks))->hasSolution());

        BatchDialog batch(test::sharedOf(PuzzleKind::Clocks));
        batch.loadText("9 9 12\n6 6 6\n6 3 6\n");
        QSignalSpy done(&batch, &BatchDialog::batchFinished);
        batch.start();
        QVERIFY(done.wait(30000));
        QVERIFY(!batch.answers().isEmpty());

        CompareDialog compare(
            test::sharedOf(PuzzleKind::Clocks),
            *puzzle(PuzzleKind::Clocks).parsePosition("9 9 12 6 6 6 6 3 6").value);
        QSignalSpy compared(&compare, &CompareDialog::allFinished);
        compare.start();
        QVERIFY(compared.wait(60000));

        const auto saveAll = [&](const QString& path) {
            QStringList errors;
            errors << w.exportSolutionTo(path);
            QString error;
            batch.saveAnswers(path, &error);
            errors << error;
            compare.exportResults(path, &error);
            errors << error;
            return errors;
        };
        const auto check = [](const QStringList& errors, const QString& path) {
            const QString shown = QDir::toNativeSeparators(path);
            for (const QString& error : errors) {
                QVERIFY2(!error.isEmpty(), qPrintable(errors.join(QLatin1Char('|'))));
                QVERIFY2(error.contains(shown), qPrintable(error));
            }
        };

        // A folder that cannot be written to.
        QTemporaryDir locked;
        const QString target = locked.filePath(QStringLiteral("answers.txt"));
        {
            testing::ReadOnlyFolder readOnly(locked.path());
            if (readOnly.effective())
                check(saveAll(target), target);
            else
                qWarning("could not make a folder read-only here; that case is not checked");
        }
        // A full disk.
        QStringList full;
        {
            testing::FullDisk disk(4);  // less than any of the three files
            full = saveAll(target);
        }
        check(full, target);
        for (const QString& error : full)
            QVERIFY2(error.contains(QStringLiteral("disk may be full")), qPrintable(error));
        // A "folder" that is a file.
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("plain"));
        writeFile(blocker, "x");
        const QString inside = blocker + QStringLiteral("/inside.txt");
        check(saveAll(inside), inside);
        // The full-disk device.
        if (QFileInfo::exists(QStringLiteral("/dev/full")))
            check(saveAll(QStringLiteral("/dev/full")), QStringLiteral("/dev/full"));
    }
};

QTEST_MAIN(TestFileMessages)
#include "tst_file_messages.moc"
